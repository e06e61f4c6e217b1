// Kept free of zod so the web app's screens can use them without pulling zod in.

/** The kinds of punishment the game server records (spec §2). */
export const PUNISHMENT_TYPES = ["Ban", "Mute", "Kick", "Warning"] as const;
export type PunishmentType = (typeof PUNISHMENT_TYPES)[number];

/** The list's type filter: every type, or one of them. */
export const PUNISHMENT_TYPE_FILTERS = ["All", ...PUNISHMENT_TYPES] as const;
export type PunishmentTypeFilter = (typeof PUNISHMENT_TYPE_FILTERS)[number];

/** The dropdown's labels (spec §2: All, Bans, Mutes, Kicks, Warnings). */
export const PUNISHMENT_FILTER_LABELS: Record<PunishmentTypeFilter, string> = {
  All: "All",
  Ban: "Bans",
  Mute: "Mutes",
  Kick: "Kicks",
  Warning: "Warnings",
};

/** The issuer uuid of punishments given by the server console rather than a player. */
export const CONSOLE_UUID = "CONSOLE";

/** Player names are at most this long (Minecraft's are 16; Bedrock names via Geyser carry a prefix). */
export const PLAYER_NAME_MAX = 64;
