import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { READY_CHECKS, type ReadyCheck, type Readyz } from "@bastion/shared";
import { sql } from "kysely";
import type { Db } from "../../db/database";
import { migrationStatus } from "../../db/migrate";
import { DISK_FULL_READY_MS, type DiskFullSignal } from "../../lib/disk-full";

/** A check that has not answered by then has failed: a load balancer should not wait on a hung database. */
export const CHECK_TIMEOUT_MS = 1000;

interface CheckResult {
  ok: boolean;
  detail: string;
}

const reasonOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
};

/** Runs a check with a deadline; a failure or a timeout is a failed check with the reason. */
export async function timed(task: () => Promise<string>, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `no answer within ${timeoutMs} ms` }), timeoutMs);
  });
  const run = task().then(
    (detail) => ({ ok: true, detail }),
    (error: unknown) => ({ ok: false, detail: reasonOf(error) }),
  );
  try {
    return await Promise.race([run, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function databaseAnswers(db: Db): Promise<string> {
  await sql`select 1`.execute(db);
  return "answers";
}

async function migrationsCurrent(db: Db): Promise<string> {
  const status = await migrationStatus(db);
  if (status.unknown.length > 0) throw new Error(`the database is newer than the code (${status.unknown.join(", ")})`);
  if (status.changed.length > 0) throw new Error(`applied migrations changed: ${status.changed.join(", ")}`);
  if (status.pending.length > 0) throw new Error(`not applied yet: ${status.pending.join(", ")}`);
  return `${status.applied.length} applied`;
}

/**
 * Writes and removes a small file: a read-only mount, lost permissions and a full disk all fail it
 * (checking the mode bits alone would miss the last, and root passes them anyway).
 */
async function dataDirWritable(dataDir: string): Promise<string> {
  const probe = join(dataDir, `.readyz-${process.pid}-${randomBytes(4).toString("hex")}`);
  try {
    await writeFile(probe, randomBytes(512), { flush: true });
  } finally {
    await rm(probe, { force: true });
  }
  return "writable";
}

/**
 * Writes failed for want of space lately: on PostgreSQL `select 1` answers with its disk full, so the
 * failures the app met are the sign. Reported until DISK_FULL_READY_MS after the last one.
 */
function diskSpace(diskFull: DiskFullSignal, now: number): CheckResult {
  const recent = diskFull.recent(now);
  const seconds = DISK_FULL_READY_MS / 1000;
  if (!recent) return { ok: true, detail: `no write failed for want of space in the last ${seconds} s` };
  const ago = Math.round(recent.agoMs / 1000);
  return { ok: false, detail: `a write failed for want of space ${ago} s ago (${recent.code})` };
}

/**
 * What anyone may read of a failed check: a fixed sentence. The reason itself (an error with a path
 * under DATA_DIR, a database's message) is for the server's log only (issue 26 item 8).
 */
const PUBLIC_FAILURE: Record<ReadyCheck, string> = {
  database: `the database did not answer within ${CHECK_TIMEOUT_MS / 1000} s`,
  migrations: "the database's schema could not be confirmed to be the code's",
  data_dir: `a test write to DATA_DIR failed or took over ${CHECK_TIMEOUT_MS / 1000} s`,
  disk_space: `a write failed for want of space in the last ${DISK_FULL_READY_MS / 1000} s`,
};

/** The migrations' detail while the database is down: a fact of our own, not an error's text. */
const NOT_CHECKED = "not checked: the database does not answer";

/** The answer as served: each failed check named with its fixed sentence, never its reason. */
export function publicReadiness(answer: Readyz): Readyz {
  if (answer.status === "ready") return answer;
  const checks = { ...answer.checks };
  for (const name of READY_CHECKS) {
    const { ok, detail } = checks[name];
    if (!ok) checks[name] = { ok, detail: detail === NOT_CHECKED ? detail : PUBLIC_FAILURE[name] };
  }
  return { ...answer, message: notReadyMessage(checks), checks };
}

const notReadyMessage = (checks: Readyz["checks"]) =>
  `Not ready: ${READY_CHECKS.filter((name) => !checks[name].ok)
    .map((name) => `${name} (${checks[name].detail})`)
    .join("; ")}.`;

/**
 * The readiness of this instance: the database answers, its schema is the code's, DATA_DIR takes
 * writes, and no write failed lately for want of space. Each failed check carries its reason: log it,
 * and serve publicReadiness() of it.
 */
export async function readiness(db: Db, dataDir: string, diskFull: DiskFullSignal, now = Date.now()): Promise<Readyz> {
  const [database, data_dir] = await Promise.all([
    timed(() => databaseAnswers(db)),
    timed(() => dataDirWritable(dataDir)),
  ]);
  const migrations = database.ok ? await timed(() => migrationsCurrent(db)) : { ok: false, detail: NOT_CHECKED };
  const checks = { database, migrations, data_dir, disk_space: diskSpace(diskFull, now) };
  if (READY_CHECKS.every((name) => checks[name].ok)) return { status: "ready", message: "Ready.", checks };
  return { status: "unavailable", message: notReadyMessage(checks), code: "unavailable", checks };
}
