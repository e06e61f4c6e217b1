import { LatestAnnouncements } from "../../features/announcements/components/latest-announcements";
import { HomePage } from "../../features/server-status/components/home-page";

/** The front page a community site needs: the server, and its news. */
export function Home() {
  return <HomePage news={<LatestAnnouncements />} />;
}
