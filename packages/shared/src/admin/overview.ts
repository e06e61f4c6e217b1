import { z } from "zod";
import { litebansSyncStatusSchema } from "../litebans/schemas";

/** GET /admin/api/overview/: the counts an owner looks at first, each one cheap to get. */
export const adminOverviewSchema = z.object({
  accounts: z.object({
    total: z.number().int(),
    new_this_week: z.number().int(),
    unverified: z.number().int(),
    deactivated: z.number().int(),
  }),
  open_appeals: z.number().int(),
  punishments: z.number().int(),
  announcements: z.number().int(),
  contact_unread: z.number().int(),
  version: z.string(),
  /** The newest backup (none yet: null), the schedule (BACKUP_EVERY_HOURS, or null) and whether it is overdue. */
  backup: z.object({
    last: z
      .object({ created_at: z.string(), size_bytes: z.number().int(), kind: z.enum(["manual", "scheduled"]) })
      .nullable(),
    every_hours: z.number().nullable(),
    overdue: z.boolean(),
  }),
  database: z.object({ kind: z.enum(["sqlite", "postgres"]), version: z.string() }),
  /** The LiteBans sync (issue 17): "off" when LITEBANS_DATABASE_URL is unset. */
  litebans: litebansSyncStatusSchema.pick({
    state: true,
    last_success_at: true,
    lag_seconds: true,
    last_error: true,
    failing_since: true,
  }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
