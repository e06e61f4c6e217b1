import { WRITE_LIMITS } from "../../lib/write-limits";
import { OWNER_ONLY } from "../../plugins/guard";

/** The owner console's changes: the owner only, and a generous allowance per hour (issue 26.12). */
export const OWNER_WRITE = { ...OWNER_ONLY, perAccount: WRITE_LIMITS.ownerConsole };
