import { WRITE_LIMITS } from "../../lib/write-limits";
import { OWNER_ONLY, RECONFIRM } from "../../plugins/guard";

/** The owner console's changes: the owner only, and a generous allowance per hour (issue 26.12). */
export const OWNER_WRITE = { ...OWNER_ONLY, perAccount: WRITE_LIMITS.ownerConsole };
/**
 * The owner console's dangerous changes (issue 29): groups and permissions, deactivating,
 * reactivating and deleting an account, the site's settings and look. A recent confirmation is needed.
 */
export const OWNER_DANGER = { ...OWNER_WRITE, ...RECONFIRM };
