import "./downloads.css";
import { Outlet } from "react-router";
import { DownloadProvider } from "./download-state";

/** The downloads area's pages share one download at a time (spec §4). */
export function DownloadsLayout() {
  return (
    <DownloadProvider>
      <Outlet />
    </DownloadProvider>
  );
}
