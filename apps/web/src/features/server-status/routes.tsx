import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The home page: server status, address and chat link. */
export const serverStatusRoutes: RouteObject[] = [
  {
    index: true,
    handle: { title: "Home" },
    ...lazyPage(
      () => import("./components/home-page"),
      (m) => m.HomePage,
    ),
  },
];
