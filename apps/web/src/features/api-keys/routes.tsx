import { GROUPS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/** Manage API Keys, /api/keys/ (spec §2; a web page under /api/, its JSON below /api/keys/api/). Owner only. */
export const apiKeysRoutes: RouteObject[] = [
  {
    path: "api/keys",
    element: <RequireAccess requirement={{ group: GROUPS.owner }} />,
    children: [
      {
        index: true,
        handle: { title: "api-keys.title" },
        ...lazyPage(
          () => import("./components/api-keys-page"),
          (m) => m.ApiKeysPage,
          ["api-keys"],
        ),
      },
    ],
  },
];
