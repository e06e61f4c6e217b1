import { LIMITS } from "@bastion/shared";

/** Spec §2: the edited-by footer shows only when the update came more than 60 seconds after creation. */
export const wasEdited = (createdAt: string, updatedAt: string) =>
  Date.parse(updatedAt) - Date.parse(createdAt) > LIMITS.editedMarkerSeconds * 1000;
