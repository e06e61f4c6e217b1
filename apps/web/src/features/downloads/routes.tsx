import { DOWNLOADS_READ } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/** The downloads area: the downloads group or permission (spec §6); the server refuses the same calls. */
export const downloadsRoutes: RouteObject[] = [
  {
    path: "downloads",
    element: <RequireAccess requirement={DOWNLOADS_READ} />,
    children: [
      {
        ...lazyPage(
          () => import("./components/downloads-layout"),
          (m) => m.DownloadsLayout,
          ["downloads"],
        ),
        children: [
          {
            index: true,
            handle: { title: "downloads.title.list" },
            ...lazyPage(
              () => import("./components/downloads-page"),
              (m) => m.DownloadsPage,
              ["downloads"],
            ),
          },
          {
            path: ":folder",
            handle: { title: "downloads.title.folder" },
            ...lazyPage(
              () => import("./components/folder-page"),
              (m) => m.FolderPage,
              ["downloads"],
            ),
          },
          {
            path: ":folder/:subfolder",
            handle: { title: "downloads.title.subfolder" },
            ...lazyPage(
              () => import("./components/subfolder-page"),
              (m) => m.SubfolderPage,
              ["downloads"],
            ),
          },
        ],
      },
    ],
  },
];
