import { GROUPS } from "@bastion/shared";
import { WRITE_LIMITS } from "../../lib/write-limits";

/** Every /admin/api/ and /api/keys/api/ route: the owner group only (spec §6), checked by the guard. */
export const OWNER_ONLY = { auth: { group: GROUPS.owner } } as const;

/** The owner console's changes: the owner only, and a generous allowance per hour (issue 26.12). */
export const OWNER_WRITE = { ...OWNER_ONLY, perAccount: WRITE_LIMITS.ownerConsole };
