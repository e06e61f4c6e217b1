import { z } from "zod";

/**
 * The LiteBans sync's state, for the owner console's overview: "off" (LITEBANS_DATABASE_URL unset),
 * "waiting" (configured, no pass finished yet), "importing" (the first import is under way), "ok",
 * or "failing" (the last attempt failed; the site keeps serving what it has).
 */
export const LITEBANS_SYNC_STATES = ["off", "waiting", "importing", "ok", "failing"] as const;

export const litebansSyncStatusSchema = z.object({
  state: z.enum(LITEBANS_SYNC_STATES),
  /** ISO-8601; null until a pass has finished. */
  last_success_at: z.string().nullable(),
  /** Seconds since the last successful pass: how far behind LiteBans the punishment list may be. */
  lag_seconds: z.number().int().nullable(),
  last_error: z.string().nullable(),
  last_error_at: z.string().nullable(),
  /** Since when every attempt has failed; null while the sync works. */
  failing_since: z.string().nullable(),
  first_import_done_at: z.string().nullable(),
  /** The instance running the sync (its lease has not expired), if any. */
  holder: z.string().nullable(),
  full_requested_at: z.string().nullable(),
  full_done_at: z.string().nullable(),
});
export type LitebansSyncStatus = z.infer<typeof litebansSyncStatusSchema>;
