import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The console's "Menus" page (issue 30), composed into /admin/ by the app's router. */
export const menusConsoleRoutes: RouteObject[] = [
  {
    path: "menus",
    handle: { title: "menus.title" },
    ...lazyPage(
      () => import("./components/menus-page"),
      (m) => m.MenusPage,
      ["menus", "menus-nav"],
    ),
  },
];
