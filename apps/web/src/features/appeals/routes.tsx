import { GROUPS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess, RequireAuth } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/** Appeals (sign-in required; the admin lists are for administrators). */
export const appealsRoutes: RouteObject[] = [
  {
    path: "appeals",
    element: <RequireAuth />,
    children: [
      {
        index: true,
        handle: { title: "Appeals" },
        ...lazyPage(
          () => import("./components/appeals-hub-page"),
          (m) => m.AppealsHubPage,
        ),
      },
      {
        path: "current",
        handle: { title: "Current Appeals" },
        ...lazyPage(
          () => import("./components/appeal-list-page"),
          (m) => m.CurrentAppealsPage,
        ),
      },
      {
        path: "closed",
        handle: { title: "Closed Appeals" },
        ...lazyPage(
          () => import("./components/appeal-list-page"),
          (m) => m.ClosedAppealsPage,
        ),
      },
      {
        element: <RequireAccess requirement={{ group: GROUPS.administrators }} />,
        children: [
          {
            path: "current/admin",
            handle: { title: "All current appeals" },
            ...lazyPage(
              () => import("./components/appeal-list-page"),
              (m) => m.AdminCurrentAppealsPage,
            ),
          },
          {
            path: "closed/admin",
            handle: { title: "All closed appeals" },
            ...lazyPage(
              () => import("./components/appeal-list-page"),
              (m) => m.AdminClosedAppealsPage,
            ),
          },
        ],
      },
      {
        path: "create",
        handle: { title: "Create An Appeal" },
        ...lazyPage(
          () => import("./components/create-appeal-page"),
          (m) => m.CreateAppealPage,
        ),
      },
      {
        path: "inspect/:id",
        handle: { title: "Appeal" },
        ...lazyPage(
          () => import("./components/inspect-appeal-page"),
          (m) => m.InspectAppealPage,
        ),
      },
    ],
  },
];
