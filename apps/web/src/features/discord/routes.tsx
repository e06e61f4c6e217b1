import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The owner console's Discord section, /admin/discord/ (issue 32): put inside the console's frame by the app. */
export const discordConsoleRoutes: RouteObject[] = [
  {
    path: "discord",
    handle: { title: "admin-discord.title" },
    ...lazyPage(
      () => import("./components/discord-page"),
      (m) => m.DiscordPage,
      ["admin-discord"],
    ),
  },
];
