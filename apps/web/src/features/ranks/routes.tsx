import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The staff page (issue 30): public, the staff groups' members by rank. */
export const ranksRoutes: RouteObject[] = [
  {
    path: "staff",
    handle: { title: "ranks.title.staff" },
    ...lazyPage(
      () => import("./components/staff-page"),
      (m) => m.StaffPage,
      ["ranks"],
    ),
  },
];

/** The owner console's section for ranks, /admin/ranks/: put inside the console's frame by the app. */
export const ranksConsoleRoutes: RouteObject[] = [
  {
    path: "ranks",
    handle: { title: "ranks.title.ranks" },
    ...lazyPage(
      () => import("./components/ranks-page"),
      (m) => m.RanksPage,
      ["ranks"],
    ),
  },
];
