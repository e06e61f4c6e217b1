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
          () => import("../features/home/components/home-page"),
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
