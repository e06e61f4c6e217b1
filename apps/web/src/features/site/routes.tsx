import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The site's own pages: privacy policy, coming soon, the chat redirect and the leaving-site interstitial. */
export const siteRoutes: RouteObject[] = [
  {
    path: "privacy-policy",
    ...lazyPage(
      () => import("./components/privacy-policy-page"),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: "coming-soon",
    ...lazyPage(
      () => import("./components/coming-soon-page"),
      (m) => m.ComingSoonPage,
    ),
  },
  {
    path: "discord",
    ...lazyPage(
      () => import("./components/discord-redirect-page"),
      (m) => m.DiscordRedirectPage,
    ),
  },
  {
    path: "leaving",
    ...lazyPage(
      () => import("./components/leaving-site-page"),
      (m) => m.LeavingSitePage,
    ),
  },
];
