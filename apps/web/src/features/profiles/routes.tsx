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
        handle: { title: "Your profile" },
        ...lazyPage(
          () => import("./components/profile-pages"),
          (m) => m.OwnProfilePage,
        ),
      },
      {
        path: "edit",
        handle: { title: "Edit your profile" },
        ...lazyPage(
          () => import("./components/edit-profile-pages"),
          (m) => m.EditOwnProfilePage,
        ),
      },
      {
        path: "security",
        handle: { title: "Set up two-step sign-in" },
        ...lazyPage(
          () => import("./components/security-page"),
          (m) => m.SecurityPage,
        ),
      },
      {
        path: ":username",
        handle: { title: "Profile" },
        ...lazyPage(
          () => import("./components/profile-pages"),
          (m) => m.UserProfilePage,
        ),
      },
      {
        path: ":username/edit",
        handle: { title: "Edit profile" },
        element: <RequireAccess requirement={{ group: GROUPS.owner }} />,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import("./components/edit-profile-pages"),
              (m) => m.EditUserProfilePage,
            ),
          },
        ],
      },
    ],
  },
];
