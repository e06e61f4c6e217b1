import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The home page: the server-status feature's page with the announcements feature's newest news in it. */
export const homeRoute: RouteObject = {
  index: true,
  handle: { title: "home.title.home" },
  ...lazyPage(
    () => import("./home-page"),
    (m) => m.Home,
    ["home", "announcements-home"],
    { homeStylesOnly: true },
  ),
};
