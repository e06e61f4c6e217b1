import { GROUPS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/**
 * Server Patching (/patching/, the patching group; the owner passes) and API Downloads
 * (/api/downloads/, owner only; a web page under /api/, its JSON below /api/downloads/api/). The
 * server refuses the same calls.
 */
export const patchingRoutes: RouteObject[] = [
  {
    path: "patching",
    element: <RequireAccess requirement={{ group: GROUPS.patching }} />,
    children: [
      {
        index: true,
        handle: { title: "patching.title.list" },
        ...lazyPage(
          () => import("./components/patching-page"),
          (m) => m.PatchingPage,
          ["patching"],
        ),
      },
      {
        path: ":target",
        handle: { title: "patching.title.target" },
        ...lazyPage(
          () => import("./components/target-page"),
          (m) => m.TargetPage,
          ["patching"],
        ),
      },
    ],
  },
  {
    path: "api/downloads",
    element: <RequireAccess requirement={{ group: GROUPS.owner }} />,
    children: [
      {
        index: true,
        handle: { title: "patching.title.apiDownloads" },
        ...lazyPage(
          () => import("./components/api-downloads-page"),
          (m) => m.ApiDownloadsPage,
          ["patching"],
        ),
      },
    ],
  },
];
