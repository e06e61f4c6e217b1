import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The public punishment record. */
export const punishmentsRoutes: RouteObject[] = [
  {
    path: "punished",
    children: [
      {
        index: true,
        handle: { title: "punishments.list.title" },
        ...lazyPage(
          () => import("./components/punished-players-page"),
          (m) => m.PunishedPlayersPage,
          ["punishments"],
        ),
      },
      {
        path: ":id",
        handle: { title: "punishments.title.inspect" },
        ...lazyPage(
          () => import("./components/inspect-punishment-page"),
          (m) => m.InspectPunishmentPage,
          ["punishments"],
        ),
      },
    ],
  },
];
