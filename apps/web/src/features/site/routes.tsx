import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The site's own pages: coming soon, the chat redirect and the leaving-site interstitial. */
export const siteRoutes: RouteObject[] = [
  {
    path: "coming-soon",
    handle: { title: "home.title.comingSoon" },
    ...lazyPage(
      () => import("./components/coming-soon-page"),
      (m) => m.ComingSoonPage,
      ["home"],
    ),
  },
  {
    path: "discord",
    handle: { title: "home.title.discord" },
    ...lazyPage(
      () => import("./components/discord-redirect-page"),
      (m) => m.DiscordRedirectPage,
      ["home"],
    ),
  },
  {
    path: "leaving",
    handle: { title: "home.title.leaving" },
    ...lazyPage(
      () => import("./components/leaving-site-page"),
      (m) => m.LeavingSitePage,
      ["home"],
    ),
  },
];
