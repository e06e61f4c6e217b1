import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { link, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join } from "node:path";
import { PRIVATE_DIR_MODE } from "../db/private-files";

// Each running server keeps a lock file in DATA_DIR/run/ (its own: several instances may share one
// DATA_DIR), so that `manage restore` refuses to replace the data under a live server; a restore
// holds DATA_DIR/restore.lock from start to end, so that no server starts on half-swapped data. Each
// side writes its own lock before it looks for the other's, so of a server and a restore starting at
// the same moment, at least one sees the other and refuses. A lock left by a killed process must not
// block for ever: on this machine its pid is checked (and the process's start time, so a reused pid
// does not count); from another machine sharing the folder, a lock whose heartbeat stopped two
// minutes ago is stale.

const HEARTBEAT_MS = 30_000;
export const STALE_AFTER_MS = 120_000;

export interface RunLockInfo {
  pid: number;
  host: string;
  started_at: string;
  /** The process's start in clock ticks since boot (Linux), to tell a reused pid apart. */
  proc_start: string | null;
}

export const runDir = (dataDir: string) => join(dataDir, "run");

/** Field 22 of /proc/<pid>/stat; null where there is no /proc. */
function procStart(pid: number): string | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return line.slice(line.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the server that wrote this lock still runs. */
export function lockIsLive(lock: RunLockInfo, modifiedMs: number, now = Date.now()): boolean {
  if (lock.host !== hostname()) return now - modifiedMs < STALE_AFTER_MS;
  if (!pidAlive(lock.pid)) return false;
  return lock.proc_start === null || procStart(lock.pid) === lock.proc_start;
}

export interface RunLock {
  path: string;
  release(): Promise<void>;
}

/** A server refused to start, or a restore to run, because the other holds DATA_DIR. */
export class DataDirBusyError extends Error {}

const thisProcess = (): RunLockInfo => ({
  pid: process.pid,
  host: hostname(),
  started_at: new Date().toISOString(),
  proc_start: procStart(process.pid),
});

/** Keeps the lock file's heartbeat (its modification time) until released. */
function heartbeat(path: string): RunLock {
  const timer = setInterval(() => {
    const now = new Date();
    utimes(path, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    path,
    async release() {
      clearInterval(timer);
      await rm(path, { force: true });
    },
  };
}

/** Writes this process's lock file and keeps its heartbeat until released (on a clean shutdown). */
export async function holdRunLock(dataDir: string): Promise<RunLock> {
  const dir = runDir(dataDir);
  // The first thing a server makes in a new DATA_DIR: the folder is for the server's user only.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const info = thisProcess();
  const path = join(dir, `${info.host}-${info.pid}.lock`);
  const temporary = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, `${JSON.stringify(info)}\n`);
  await rename(temporary, path);
  return heartbeat(path);
}

/** Where a restore keeps its lock: beside the data it replaces, outside the folders it swaps. */
export const restoreLockPath = (dataDir: string) => join(dataDir, "restore.lock");

/** The restore that holds DATA_DIR now, if any; the lock of a killed one is removed on the way. */
export async function runningRestore(dataDir: string): Promise<RunLockInfo | undefined> {
  const path = restoreLockPath(dataDir);
  try {
    const [text, info] = await Promise.all([readFile(path, "utf8"), stat(path)]);
    const lock = JSON.parse(text) as RunLockInfo;
    if (lockIsLive(lock, info.mtimeMs)) return lock;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    // Unreadable: the lock is made whole in one step (below), so this is a damaged leftover.
  }
  await rm(path, { force: true });
  return undefined;
}

/**
 * Takes DATA_DIR's restore lock, or says who holds it. The file appears whole in one step (a hard
 * link of a written file, which fails if the lock exists), so a reader never sees half of it.
 */
export async function holdRestoreLock(dataDir: string): Promise<RunLock | { heldBy: RunLockInfo }> {
  const path = restoreLockPath(dataDir);
  const temporary = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  await writeFile(temporary, `${JSON.stringify(thisProcess())}\n`);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await link(temporary, path);
        return heartbeat(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = await runningRestore(dataDir);
      if (holder) return { heldBy: holder };
    }
    throw new DataDirBusyError(`${path} keeps coming back: another restore is starting. Try again.`);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** The servers running against DATA_DIR now; stale locks (killed processes) are removed on the way. */
export async function runningServers(dataDir: string): Promise<RunLockInfo[]> {
  const dir = runDir(dataDir);
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith(".lock"));
  } catch {
    return [];
  }
  const live: RunLockInfo[] = [];
  for (const name of names) {
    const path = join(dir, name);
    try {
      const [text, info] = await Promise.all([readFile(path, "utf8"), stat(path)]);
      const lock = JSON.parse(text) as RunLockInfo;
      if (lockIsLive(lock, info.mtimeMs)) live.push(lock);
      else await rm(path, { force: true });
    } catch {
      // Being written or removed right now: the next look decides.
    }
  }
  return live;
}
