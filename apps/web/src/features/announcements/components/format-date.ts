import { LIMITS } from "@bastion/shared";

/** "November 21, 2026" in the reader's language. */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "long" });

/** "November 21, 2026 at 6:40 PM" in the reader's language. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "long", timeStyle: "short" });

/** Spec §2: the edited-by footer shows only when the update came more than 60 seconds after creation. */
export const wasEdited = (createdAt: string, updatedAt: string) =>
  Date.parse(updatedAt) - Date.parse(createdAt) > LIMITS.editedMarkerSeconds * 1000;
