import { DEFAULT_HOME, type HomeBlock, type HomeView } from "@bastion/shared";
import { type ReactNode, Suspense } from "react";
import { LatestAnnouncements } from "../../features/announcements/components/latest-announcements";
import { PageBlock } from "../../features/pages/components/page-block";
import { HomePage, HowToJoin } from "../../features/server-status/components/home-page";
import { DEFAULT_HOME_VIEW, useHome } from "../../features/site/api/get-home";
import { VoteLinks } from "../../features/site/components/vote-links";
import { useT } from "../../lib/i18n";

/** One block of the owner's home page, from the feature that owns it. */
function block(type: HomeBlock, home: HomeView): ReactNode {
  switch (type) {
    case "announcements":
      return <LatestAnnouncements count={home.announcements_count} />;
    case "server_status":
      return <HowToJoin />;
    case "page":
      return home.page ? <PageBlock slug={home.page.slug} /> : null;
    case "vote_links":
      return <VoteLinks links={home.vote_links} />;
  }
}

/**
 * The front page a community site needs: the server and its news, under the owner's title, text and
 * button, with the blocks the owner switched on in their order (issue 30). If the owner's home page
 * cannot be read, today's is shown rather than an error.
 */
export function Home() {
  const t = useT("home");
  const { data, isError } = useHome();
  const home = data ?? (isError ? DEFAULT_HOME_VIEW : undefined);
  if (!home) return <HomePage status={false} />;
  return (
    <HomePage
      hero={{
        title: home.hero_title,
        // Our own first text, until the owner writes theirs: in the visitor's language (issue 31).
        text: home.hero_text === DEFAULT_HOME.hero_text ? t("home.hero.defaultText") : home.hero_text,
        cta: home.cta,
      }}
      status={home.blocks.includes("server_status")}
    >
      {/* A block whose words are not in yet (another feature's namespace) waits alone, never the hero. */}
      {home.blocks.map((type) => (
        <Suspense key={type} fallback={null}>
          {block(type, home)}
        </Suspense>
      ))}
    </HomePage>
  );
}
