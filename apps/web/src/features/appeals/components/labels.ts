import type { AppealStatus, PunishmentType } from "@bastion/shared";

// The words for the codes the server sends (an appeal's status, a punishment's type), as message
// ids of the `appeals` catalogue: shown in the language of the page.

/** An appeal's status (spec §4: Pending, Approved, Denied). */
export const STATUS_LABEL: Record<AppealStatus, string> = {
  Pending: "appeals.status.pending",
  Approved: "appeals.status.approved",
  Denied: "appeals.status.denied",
};

/** A punishment's type (spec §2: Ban, Mute, Kick, Warning). */
export const TYPE_LABEL: Record<PunishmentType, string> = {
  Ban: "appeals.type.ban",
  Mute: "appeals.type.mute",
  Kick: "appeals.type.kick",
  Warning: "appeals.type.warning",
};
