import type { AppealStatus, PunishmentType, PunishmentTypeFilter } from "@bastion/shared";

// The words for the punishment types, as message ids of the `punishments` catalogue: the server
// sends the types as codes ("Ban"), which are shown in the language of the page.

/** A type's name, as its badge shows it ("Ban"). */
export const TYPE_LABEL: Record<PunishmentType, string> = {
  Ban: "punishments.type.ban",
  Mute: "punishments.type.mute",
  Kick: "punishments.type.kick",
  Warning: "punishments.type.warning",
};

/** The type dropdown's options ("All", "Bans", …; spec §2). */
export const FILTER_LABEL: Record<PunishmentTypeFilter, string> = {
  All: "punishments.filter.all",
  Ban: "punishments.filter.ban",
  Mute: "punishments.filter.mute",
  Kick: "punishments.filter.kick",
  Warning: "punishments.filter.warning",
};

/** An appeal's status (the player's own appeal of the punishment shown). */
export const STATUS_LABEL: Record<AppealStatus, string> = {
  Pending: "punishments.status.pending",
  Approved: "punishments.status.approved",
  Denied: "punishments.status.denied",
};
