import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The public punishment record. */
export const punishmentsRoutes: RouteObject[] = [
  {
    path: "punished",
    children: [
      {
        index: true,
        handle: { title: "Punished players" },
        ...lazyPage(
          () => import("./components/punished-players-page"),
          (m) => m.PunishedPlayersPage,
        ),
      },
      {
        path: ":id",
        handle: { title: "Punishment" },
        ...lazyPage(
          () => import("./components/inspect-punishment-page"),
          (m) => m.InspectPunishmentPage,
        ),
      },
    ],
  },
];
