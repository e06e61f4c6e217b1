import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { DatabaseHandle } from "../../db/database";
import type { ScheduledJob } from "../../lib/jobs";
import { holdLease } from "../../lib/leases";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import { latestBackup } from "./backups.repository";
import { pruneBackups, takeBackup } from "./backups.service";

const LEASE = "scheduled-backup";
/** Long enough for a big backup; renewed while it runs, so only a dead instance's lease runs out. */
const LEASE_MS = 30 * 60_000;
const RENEW_MS = 5 * 60_000;

export interface ScheduleDeps {
  database: DatabaseHandle;
  config: Pick<Config, "dataDir" | "backupDir" | "DATABASE_URL" | "BACKUP_KEEP"> & { BACKUP_EVERY_HOURS?: number };
  log: FastifyBaseLogger;
  /** This instance, in the lease. */
  holder: string;
}

async function due(deps: ScheduleDeps, everyMs: number): Promise<boolean> {
  const last = await latestBackup(deps.database.db);
  return !last || Date.now() - Date.parse(last.created_at) >= everyMs;
}

/**
 * Takes a backup when the last one (by any instance, or `manage backup`) is older than the
 * interval. Instances sharing the database ask for one lease: the one that gets it backs up and
 * keeps the newest BACKUP_KEEP, the others find the backup done.
 */
export async function runScheduledBackup(deps: ScheduleDeps): Promise<"taken" | "not due" | "busy"> {
  const hours = deps.config.BACKUP_EVERY_HOURS;
  if (!hours) return "not due";
  const everyMs = hours * 3_600_000;
  const { db } = deps.database;
  if (!(await due(deps, everyMs))) return "not due";
  const lease = await holdLease(db, LEASE, deps.holder, { leaseMs: LEASE_MS, renewMs: RENEW_MS });
  if (!lease) return "busy";
  try {
    // Another instance may have finished one between the first look and the lease.
    if (!(await due(deps, everyMs))) return "not due";
    let outcome: Awaited<ReturnType<typeof takeBackup>>;
    try {
      outcome = await takeBackup(deps.database, deps.config, { kind: "scheduled" });
    } catch (error) {
      // The staff hear of it in Discord (issue 32); the failure is still thrown and logged.
      const message = error instanceof Error ? error.message : String(error);
      await db
        .transaction()
        .execute((trx) => queueDiscordEvent(trx, { kind: "backup_failed", error: message }))
        .catch(() => undefined);
      throw error;
    }
    const removed = await pruneBackups(deps.config.backupDir, deps.config.BACKUP_KEEP);
    deps.log.info(
      { file: outcome.file, bytes: outcome.size, removed },
      `scheduled backup written (${outcome.manifest.members.length} members)`,
    );
    if (outcome.pgDump) {
      deps.log.warn(`the scheduled backup holds the files only: back PostgreSQL up with ${outcome.pgDump}`);
    }
    return "taken";
  } finally {
    await lease.release();
  }
}

/**
 * With BACKUP_EVERY_HOURS set, the server looks every few minutes (and once at start) whether a
 * backup is due; undefined without it.
 */
export function scheduledBackupJob(deps: ScheduleDeps): ScheduledJob | undefined {
  const hours = deps.config.BACKUP_EVERY_HOURS;
  if (!hours) return undefined;
  return {
    name: "scheduled backup",
    everyMs: Math.min(5 * 60_000, Math.max(1_000, (hours * 3_600_000) / 4)),
    atStart: "in-background",
    run: () => runScheduledBackup(deps),
  };
}
