import { GROUPS, PERMISSIONS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { AppErrorFallback } from "../components/errors/app-error-fallback";
import {
  BadRequestPage,
  ErrorLoadingPage,
  ForbiddenPage,
  MustBeLoggedInPage,
  NotFoundPage,
  ServerErrorPage,
} from "../components/errors/pages";
import { RequireAccess, RequireAuth } from "../components/guards/guards";
import { RootLayout } from "./layout/root-layout";

/** Loads a page component on first visit, so each route is its own chunk. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) => ({
  lazy: async () => ({ Component: pick(await load()) }),
});

/**
 * The route tree: the app composes the features here (features never import each other).
 * Routes of features not built yet do not exist: they fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <AppErrorFallback />,
    children: [
      {
        index: true,
        ...page(
          () => import("../features/server-status/components/home-page"),
          (m) => m.HomePage,
        ),
      },
      {
        path: "privacy-policy",
        ...page(
          () => import("../features/site/components/privacy-policy-page"),
          (m) => m.PrivacyPolicyPage,
        ),
      },
      {
        path: "coming-soon",
        ...page(
          () => import("../features/site/components/coming-soon-page"),
          (m) => m.ComingSoonPage,
        ),
      },
      {
        path: "discord",
        ...page(
          () => import("../features/site/components/discord-redirect-page"),
          (m) => m.DiscordRedirectPage,
        ),
      },
      {
        path: "leaving",
        ...page(
          () => import("../features/site/components/leaving-site-page"),
          (m) => m.LeavingSitePage,
        ),
      },
      {
        path: "login",
        ...page(
          () => import("../features/accounts/components/login-page"),
          (m) => m.LoginPage,
        ),
      },
      {
        path: "register",
        ...page(
          () => import("../features/accounts/components/register-page"),
          (m) => m.RegisterPage,
        ),
      },
      {
        path: "verify/:username",
        ...page(
          () => import("../features/accounts/components/verify-account-page"),
          (m) => m.VerifyAccountPage,
        ),
      },
      {
        path: "forgot-password",
        ...page(
          () => import("../features/accounts/components/forgot-password-page"),
          (m) => m.ForgotPasswordPage,
        ),
      },
      {
        path: "forgot-password/:username",
        ...page(
          () => import("../features/accounts/components/reset-password-page"),
          (m) => m.ResetPasswordPage,
        ),
      },
      {
        path: "contact-us",
        ...page(
          () => import("../features/contact/components/contact-page"),
          (m) => m.ContactPage,
        ),
      },
      {
        path: "profile",
        element: <RequireAuth />,
        children: [
          {
            index: true,
            ...page(
              () => import("../features/profiles/components/profile-pages"),
              (m) => m.OwnProfilePage,
            ),
          },
          {
            path: "edit",
            ...page(
              () => import("../features/profiles/components/edit-profile-pages"),
              (m) => m.EditOwnProfilePage,
            ),
          },
          {
            path: ":username",
            ...page(
              () => import("../features/profiles/components/profile-pages"),
              (m) => m.UserProfilePage,
            ),
          },
          {
            path: ":username/edit",
            element: <RequireAccess requirement={{ group: GROUPS.owner }} />,
            children: [
              {
                index: true,
                ...page(
                  () => import("../features/profiles/components/edit-profile-pages"),
                  (m) => m.EditUserProfilePage,
                ),
              },
            ],
          },
        ],
      },
      {
        path: "punished",
        children: [
          {
            index: true,
            ...page(
              () => import("../features/punishments/components/punished-players-page"),
              (m) => m.PunishedPlayersPage,
            ),
          },
          {
            path: ":id",
            ...page(
              () => import("../features/punishments/components/inspect-punishment-page"),
              (m) => m.InspectPunishmentPage,
            ),
          },
        ],
      },
      {
        path: "announcements",
        children: [
          {
            index: true,
            ...page(
              () => import("../features/announcements/components/announcement-list-page"),
              (m) => m.AnnouncementListPage,
            ),
          },
          {
            path: "create",
            element: <RequireAccess requirement={{ permission: PERMISSIONS.announcementsCreate }} />,
            children: [
              {
                index: true,
                ...page(
                  () => import("../features/announcements/components/announcement-editor-pages"),
                  (m) => m.CreateAnnouncementPage,
                ),
              },
            ],
          },
          {
            path: "edit/:idFromURL",
            element: <RequireAuth />,
            children: [
              {
                index: true,
                ...page(
                  () => import("../features/announcements/components/announcement-editor-pages"),
                  (m) => m.EditAnnouncementPage,
                ),
              },
            ],
          },
          {
            path: ":idFromURL",
            ...page(
              () => import("../features/announcements/components/announcement-detail-page"),
              (m) => m.AnnouncementDetailPage,
            ),
          },
        ],
      },
      {
        path: "appeals",
        element: <RequireAuth />,
        children: [
          {
            index: true,
            ...page(
              () => import("../features/appeals/components/appeals-hub-page"),
              (m) => m.AppealsHubPage,
            ),
          },
          {
            path: "current",
            ...page(
              () => import("../features/appeals/components/appeal-list-page"),
              (m) => m.CurrentAppealsPage,
            ),
          },
          {
            path: "closed",
            ...page(
              () => import("../features/appeals/components/appeal-list-page"),
              (m) => m.ClosedAppealsPage,
            ),
          },
          {
            element: <RequireAccess requirement={{ group: GROUPS.administrators }} />,
            children: [
              {
                path: "current/admin",
                ...page(
                  () => import("../features/appeals/components/appeal-list-page"),
                  (m) => m.AdminCurrentAppealsPage,
                ),
              },
              {
                path: "closed/admin",
                ...page(
                  () => import("../features/appeals/components/appeal-list-page"),
                  (m) => m.AdminClosedAppealsPage,
                ),
              },
            ],
          },
          {
            path: "create",
            ...page(
              () => import("../features/appeals/components/create-appeal-page"),
              (m) => m.CreateAppealPage,
            ),
          },
          {
            path: "inspect/:id",
            ...page(
              () => import("../features/appeals/components/inspect-appeal-page"),
              (m) => m.InspectAppealPage,
            ),
          },
        ],
      },
      {
        path: "error",
        children: [
          { path: "400", element: <BadRequestPage /> },
          { path: "403", element: <ForbiddenPage /> },
          { path: "500", element: <ServerErrorPage /> },
          { path: "must-be-logged-in", element: <MustBeLoggedInPage /> },
          { path: "error-loading-requested-page", element: <ErrorLoadingPage /> },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
