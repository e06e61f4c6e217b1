import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AdminOverview } from "@bastion/shared";
import type { Config } from "../../config";
import { type DatabaseHandle, databaseVersion } from "../../db/database";
import { PROJECT_ROOT } from "../../runtime/server-root";
import { countAccounts } from "../accounts/account-admin.service";
import { countAnnouncements } from "../announcements/announcements.service";
import { countOpenAppeals } from "../appeals/appeals.service";
import { backupOverdue, lastBackup } from "../backups/backups.service";
import { countUnread } from "../contact/contact-inbox.service";
import { type LitebansConfig, litebansSyncStatus } from "../litebans/litebans.service";
import { countPunishments } from "../punishments/punishments.service";

/** The product's version: the root package.json's. */
const VERSION = (JSON.parse(readFileSync(join(PROJECT_ROOT, "package.json"), "utf8")) as { version: string }).version;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The owner's first look. Each figure is one indexed count (punishments come from their counter
 * row, docs/decisions/005; the LiteBans sync's state is a few primary-key reads); the game server's
 * status is the page's own call to /api/server-status/.
 */
export async function overview(
  database: DatabaseHandle,
  config: Pick<Config, "BACKUP_EVERY_HOURS"> & LitebansConfig,
): Promise<AdminOverview> {
  const { db } = database;
  const backupEveryHours = config.BACKUP_EVERY_HOURS;
  const last = await lastBackup(db);
  const litebans = await litebansSyncStatus(db, config);
  return {
    accounts: await countAccounts(db, new Date(Date.now() - WEEK_MS).toISOString()),
    open_appeals: await countOpenAppeals(db),
    punishments: await countPunishments(db),
    announcements: await countAnnouncements(db),
    contact_unread: await countUnread(db),
    version: VERSION,
    backup: {
      last: last ? { created_at: last.created_at, size_bytes: last.size_bytes, kind: last.kind } : null,
      every_hours: backupEveryHours ?? null,
      overdue: backupOverdue(last, backupEveryHours),
    },
    database: { kind: database.dialect, version: await databaseVersion(database) },
    litebans: {
      state: litebans.state,
      last_success_at: litebans.last_success_at,
      lag_seconds: litebans.lag_seconds,
      last_error: litebans.last_error,
      failing_since: litebans.failing_since,
    },
  };
}
