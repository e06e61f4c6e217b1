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
        handle: { title: "appeals.title.hub" },
        ...lazyPage(
          () => import("./components/appeals-hub-page"),
          (m) => m.AppealsHubPage,
          ["appeals", "minecraft-link"],
        ),
      },
      {
        path: "current",
        handle: { title: "appeals.title.current" },
        ...lazyPage(
          () => import("./components/appeal-list-page"),
          (m) => m.CurrentAppealsPage,
          ["appeals", "minecraft-link"],
        ),
      },
      {
        path: "closed",
        handle: { title: "appeals.title.closed" },
        ...lazyPage(
          () => import("./components/appeal-list-page"),
          (m) => m.ClosedAppealsPage,
          ["appeals", "minecraft-link"],
        ),
      },
      {
        element: <RequireAccess requirement={{ group: GROUPS.administrators }} />,
        children: [
          {
            path: "current/admin",
            handle: { title: "appeals.title.adminCurrent" },
            ...lazyPage(
              () => import("./components/appeal-list-page"),
              (m) => m.AdminCurrentAppealsPage,
              ["appeals", "minecraft-link"],
            ),
          },
          {
            path: "closed/admin",
            handle: { title: "appeals.title.adminClosed" },
            ...lazyPage(
              () => import("./components/appeal-list-page"),
              (m) => m.AdminClosedAppealsPage,
              ["appeals", "minecraft-link"],
            ),
          },
        ],
      },
      {
        path: "create",
        handle: { title: "appeals.title.create" },
        ...lazyPage(
          () => import("./components/create-appeal-page"),
          (m) => m.CreateAppealPage,
          ["appeals", "minecraft-link"],
        ),
      },
      {
        path: "inspect/:id",
        handle: { title: "appeals.title.inspect" },
        ...lazyPage(
          () => import("./components/inspect-appeal-page"),
          (m) => m.InspectAppealPage,
          ["appeals", "minecraft-link"],
        ),
      },
    ],
  },
];
