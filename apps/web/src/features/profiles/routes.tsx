import { GROUPS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess, RequireAuth } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/** Profiles (sign-in required; editing another profile is for the owner). */
export const profilesRoutes: RouteObject[] = [
  {
    path: "profile",
    element: <RequireAuth />,
    children: [
      {
        index: true,
        handle: { title: "profiles.title.own" },
        ...lazyPage(
          () => import("./components/profile-pages"),
          (m) => m.OwnProfilePage,
          ["profiles", "minecraft-link"],
        ),
      },
      {
        path: "edit",
        handle: { title: "profiles.title.editOwn" },
        ...lazyPage(
          () => import("./components/edit-profile-pages"),
          (m) => m.EditOwnProfilePage,
          ["profiles"],
        ),
      },
      {
        path: "security",
        handle: { title: "profiles.security.title" },
        ...lazyPage(
          () => import("./components/security-page"),
          (m) => m.SecurityPage,
          ["profiles"],
        ),
      },
      {
        path: ":username",
        handle: { title: "profiles.title.user" },
        ...lazyPage(
          () => import("./components/profile-pages"),
          (m) => m.UserProfilePage,
          ["profiles", "minecraft-link"],
        ),
      },
      {
        path: ":username/edit",
        handle: { title: "profiles.title.editUser" },
        element: <RequireAccess requirement={{ group: GROUPS.owner }} />,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import("./components/edit-profile-pages"),
              (m) => m.EditUserProfilePage,
              ["profiles"],
            ),
          },
        ],
      },
    ],
  },
];
