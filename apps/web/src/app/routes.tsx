import type { RouteObject } from "react-router";
import { AppErrorFallback } from "../components/errors/app-error-fallback";
import { withErrorWords } from "../components/errors/error-words";
import {
  BadRequestPage,
  ErrorLoadingPage,
  ForbiddenPage,
  MustBeLoggedInPage,
  NotFoundPage,
  ServerErrorPage,
} from "../components/errors/pages";
import { RequireModule } from "../components/guards/guards";
import { accountsRoutes } from "../features/accounts/routes";
import { adminRoutes } from "../features/admin/routes";
import { announcementsRoutes } from "../features/announcements/routes";
import { apiKeysRoutes } from "../features/api-keys/routes";
import { appealsRoutes } from "../features/appeals/routes";
import { contactRoutes } from "../features/contact/routes";
import { discordConsoleRoutes } from "../features/discord/routes";
import { downloadsRoutes } from "../features/downloads/routes";
import { menusConsoleRoutes } from "../features/menus/routes";
import { newsNetworksRoutes } from "../features/news-networks/routes";
import { pagesConsoleRoutes, pagesRoutes } from "../features/pages/routes";
import { patchingRoutes } from "../features/patching/routes";
import { profilesRoutes } from "../features/profiles/routes";
import { punishmentsRoutes } from "../features/punishments/routes";
import { ranksConsoleRoutes, ranksRoutes } from "../features/ranks/routes";
import { siteRoutes } from "../features/site/routes";
import { homeRoute } from "./home/home-route";
import { RootLayout } from "./layout/root-layout";

/**
 * The route tree: the app composes the features' own routes here (features never import each other;
 * each keeps its routes in features/<name>/routes.tsx).
 * Routes of features not built yet do not exist: they fall through to the 404 page.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <AppErrorFallback />,
    children: [
      homeRoute,
      ...siteRoutes,
      ...pagesRoutes,
      ...accountsRoutes,
      ...contactRoutes,
      ...profilesRoutes,
      ...punishmentsRoutes,
      ...announcementsRoutes,
      // The modules an owner can switch off (issue 30): their pages are the not-found page while off.
      { element: <RequireModule module="appeals" />, children: appealsRoutes },
      ...ranksRoutes,
      ...adminRoutes([...pagesConsoleRoutes, ...menusConsoleRoutes, ...ranksConsoleRoutes, ...discordConsoleRoutes]),
      ...apiKeysRoutes,
      { element: <RequireModule module="mycolony2" />, children: newsNetworksRoutes },
      { element: <RequireModule module="downloads" />, children: downloadsRoutes },
      ...patchingRoutes,
      {
        path: "error",
        ...withErrorWords,
        children: [
          { path: "400", handle: { title: "errors.title.badRequest" }, element: <BadRequestPage /> },
          { path: "403", handle: { title: "errors.title.forbidden" }, element: <ForbiddenPage /> },
          { path: "500", handle: { title: "errors.title.serverError" }, element: <ServerErrorPage /> },
          {
            path: "must-be-logged-in",
            handle: { title: "errors.title.mustBeLoggedIn" },
            element: <MustBeLoggedInPage />,
          },
          {
            path: "error-loading-requested-page",
            handle: { title: "errors.title.errorLoading" },
            element: <ErrorLoadingPage />,
          },
        ],
      },
      { path: "*", handle: { title: "errors.title.notFound" }, ...withErrorWords, element: <NotFoundPage /> },
    ],
  },
];
