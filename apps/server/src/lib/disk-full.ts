import { statfs } from "node:fs/promises";

// A full disk is an operator's problem, not a bug: it gets its own answer and a log line that names
// it, once in a while, instead of a generic 500 with a stack trace on every request.

export const OUT_OF_DISK = "The server is out of disk space; try again later.";

/** Bytes free for this process on the file system that holds `path`. */
export async function freeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

/** SQLite, the file system and PostgreSQL (disk_full, 53100) each say it their own way. */
const DISK_FULL_CODES = new Set(["SQLITE_FULL", "ENOSPC", "EDQUOT", "53100"]);

/** Whether an error (or what caused it) is the disk being full. */
export function isDiskFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && DISK_FULL_CODES.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Lets a repeated event through once per `everyMs`, and says how many were held back meanwhile,
 * so a full disk writes one log line a minute rather than one per request.
 */
export function throttle(everyMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let held = 0;
  return (): { pass: boolean; held: number } => {
    if (now() - last < everyMs) {
      held += 1;
      return { pass: false, held };
    }
    last = now();
    const before = held;
    held = 0;
    return { pass: true, held: before };
  };
}
