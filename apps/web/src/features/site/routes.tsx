import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The site's own pages: coming soon, the chat redirect and the leaving-site interstitial. */
export const siteRoutes: RouteObject[] = [
  {
    path: "coming-soon",
    handle: { title: "Coming soon" },
    ...lazyPage(
      () => import("./components/coming-soon-page"),
      (m) => m.ComingSoonPage,
    ),
  },
  {
    path: "discord",
    handle: { title: "Discord" },
    ...lazyPage(
      () => import("./components/discord-redirect-page"),
      (m) => m.DiscordRedirectPage,
    ),
  },
  {
    path: "leaving",
    handle: { title: "Leaving the site" },
    ...lazyPage(
      () => import("./components/leaving-site-page"),
      (m) => m.LeavingSitePage,
    ),
  },
];
