import type { LitebansSyncStatus } from "@bastion/shared";
import { type Config, isLoopbackHost, litebansHost } from "../../config";
import type { Db } from "../../db/database";
import type { LongRunningJob } from "../../lib/jobs";
import { newHolder, readLease } from "../../lib/leases";
import { countWithExternalIdPrefix } from "../punishments/punishments.service";
import { externalIdPrefix, ROW_RULES } from "./litebans.mapping";
import type { Log } from "./litebans.progress";
import * as repo from "./litebans.repository";
import { LitebansSyncRunner } from "./litebans.runner";
import { LitebansSource, type SourceError, type SourceOptions } from "./litebans.source";
import type { PassReport } from "./litebans.sync";
import { PUNISHMENT_TABLES, type PunishmentTable } from "./litebans.table";

// The sync's public face: its status (the owner console's overview, `litebans-status`) and a pass
// run from the CLI (`litebans-sync [--full]`).

export type LitebansConfig = Pick<
  Config,
  "LITEBANS_DATABASE_URL" | "LITEBANS_TABLE_PREFIX" | "LITEBANS_SYNC_SECONDS" | "LITEBANS_TLS_CA" | "litebansTls"
>;

const secondsSince = (iso: string, now: number) => Math.max(0, Math.round((now - Date.parse(iso)) / 1000));

/** The sync's state from our database alone: a few primary-key reads, cheap enough for every page view. */
export async function litebansSyncStatus(
  db: Db,
  config: LitebansConfig,
  now = Date.now(),
): Promise<LitebansSyncStatus> {
  const status = await repo.readStatus(db);
  const holder = (await readLease(db, repo.LITEBANS_LEASE)).live_holder;
  const state = !config.LITEBANS_DATABASE_URL
    ? "off"
    : status.failing_since
      ? "failing"
      : status.first_import_done_at
        ? "ok"
        : holder
          ? "importing"
          : "waiting";
  return {
    state,
    last_success_at: status.last_success_at,
    lag_seconds: status.last_success_at ? secondsSince(status.last_success_at, now) : null,
    last_error: status.last_error,
    last_error_at: status.last_error_at,
    failing_since: status.failing_since,
    first_import_done_at: status.first_import_done_at,
    holder,
    full_requested_at: status.full_requested_at,
    full_done_at: status.full_done_at,
  };
}

export interface TableCounts {
  table: PunishmentTable;
  /**
   * Rows in LiteBans, how many of them are not players (skipped) and how many cannot be read as
   * punishments (left out); undefined when unreadable.
   */
  source?: { rows: number; notPlayers: number; bad: number; maxId: number };
  /** Punishments Bastion holds from this table. */
  bastion: number;
  /** The highest LiteBans id read. */
  lastId: number;
}

/** The status with row counts on both sides (a COUNT per table on each: for the CLI, not for pages). */
export async function litebansReport(db: Db, config: LitebansConfig) {
  const status = await litebansSyncStatus(db, config);
  const cursors = await repo.readCursors(db);
  const source = config.LITEBANS_DATABASE_URL ? sourceOf(config) : undefined;
  const tables: TableCounts[] = [];
  let sourceProblem: string | undefined;
  try {
    for (const table of PUNISHMENT_TABLES) {
      const counts: TableCounts = {
        table,
        bastion: await countWithExternalIdPrefix(db, externalIdPrefix(table)),
        lastId: cursors.get(table)?.lastId ?? 0,
      };
      if (source && !sourceProblem) {
        try {
          counts.source = { ...(await source.count(table, ROW_RULES)), maxId: await source.maxId(table) };
        } catch (error) {
          sourceProblem = (error as SourceError).message;
        }
      }
      tables.push(counts);
    }
  } finally {
    await source?.close();
  }
  return { status, tables, sourceProblem };
}

function sourceOptions(config: LitebansConfig): SourceOptions {
  if (!config.LITEBANS_DATABASE_URL) throw new Error("LITEBANS_DATABASE_URL is not set.");
  return {
    url: config.LITEBANS_DATABASE_URL,
    prefix: config.LITEBANS_TABLE_PREFIX,
    tls: config.litebansTls,
    caFile: config.LITEBANS_TLS_CA,
  };
}

const sourceOf = (config: LitebansConfig) => new LitebansSource(sourceOptions(config));

/**
 * Said at every start while LiteBans' password and punishments cross the network in plain text
 * (LITEBANS_TLS=off for a host that is not this machine); undefined otherwise.
 */
export function plainTextWarning(config: LitebansConfig): string | undefined {
  const url = config.LITEBANS_DATABASE_URL;
  if (!url || config.litebansTls !== "off" || isLoopbackHost(litebansHost(url))) return undefined;
  return `LITEBANS_TLS=off: the password of LITEBANS_DATABASE_URL and the punishments cross the network to ${litebansHost(url)} in plain text, where a machine in the middle can read the one and forge the other. Set LITEBANS_TLS=verify once its server offers TLS.`;
}

/**
 * The sync as the server runs it, when LITEBANS_DATABASE_URL is set: it starts once the app is ready
 * and stops (after the slice it is writing, letting its lease go) when the app closes.
 */
export function litebansSyncJob(db: Db, config: LitebansConfig, log: Log): LongRunningJob | undefined {
  if (!config.LITEBANS_DATABASE_URL) return undefined;
  const plainText = plainTextWarning(config);
  if (plainText) log.warn(plainText);
  const runner = createLitebansSync(db, config, log);
  return { name: "LiteBans sync", start: () => runner.start(), stop: () => runner.stop() };
}

/** The sync as the server or the CLI runs it. */
export function createLitebansSync(db: Db, config: LitebansConfig, log: Log, holder?: string) {
  return new LitebansSyncRunner({
    db,
    source: sourceOptions(config),
    log,
    intervalMs: config.LITEBANS_SYNC_SECONDS * 1000,
    holder,
  });
}

export type CliSyncOutcome =
  | { ran: "here"; report: PassReport }
  | { ran: "elsewhere"; holder: string | null; fullDoneAt?: string; deleted?: number | null };

/**
 * One pass from the CLI. When the lease is free this process runs it; when a server holds it, a
 * full sync is asked of that server (and waited for, taking over if its lease lapses), and an
 * ordinary one is left to it.
 */
export async function syncFromCli(
  db: Db,
  config: LitebansConfig,
  { full, log, pollMs = 1000 }: { full: boolean; log: Log; pollMs?: number },
): Promise<CliSyncOutcome> {
  const runner = createLitebansSync(db, config, log, newHolder("cli"));
  try {
    const report = await runner.runOnce({ full });
    if (report) return { ran: "here", report };
    const lease = await readLease(db, repo.LITEBANS_LEASE);
    if (!full) return { ran: "elsewhere", holder: lease.holder };
    const requestedAt = await repo.requestFullSync(db);
    log.info(`${lease.holder ?? "Another instance"} runs the sync: it was asked for a full sync; waiting for it…`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const status = await repo.readStatus(db);
      if (status.full_done_at && status.full_done_at >= requestedAt) {
        return {
          ran: "elsewhere",
          holder: lease.holder,
          fullDoneAt: status.full_done_at,
          deleted: status.full_deleted,
        };
      }
      // The server went away meanwhile: its lease lapsed, so this process does the work.
      const mine = await runner.runOnce({ full: true });
      if (mine) return { ran: "here", report: mine };
    }
  } finally {
    await runner.stop({ release: false });
  }
}
