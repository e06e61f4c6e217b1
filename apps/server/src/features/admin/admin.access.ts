import { GROUPS } from "@bastion/shared";

/** Every /admin/api/ and /api/keys/api/ route: the owner group only (spec §6), checked by the guard. */
export const OWNER_ONLY = { auth: { group: GROUPS.owner } } as const;
