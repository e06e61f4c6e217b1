import { statfs } from "node:fs/promises";
import { msg } from "@bastion/shared";

// A full disk is an operator's problem, not a bug: it gets its own answer and a log line that names
// it, once in a while, instead of a generic 500 with a stack trace on every request.

export const OUT_OF_DISK = msg("The server is out of disk space; try again later.");

/** Bytes free for this process on the file system that holds `path`. */
export async function freeBytes(path: string): Promise<number> {
  const stats = await statfs(path);
  return stats.bavail * stats.bsize;
}

/** SQLite, the file system and PostgreSQL (disk_full, 53100) each say it their own way. */
const DISK_FULL_CODES = new Set(["SQLITE_FULL", "ENOSPC", "EDQUOT", "53100"]);

/** The code that says an error (or what caused it) is the disk being full; undefined if it is not. */
function diskFullCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && DISK_FULL_CODES.has(code)) return code;
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
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

/** How long readiness reports a full disk after the last write that failed for want of space. */
export const DISK_FULL_READY_MS = 60_000;

/**
 * Remembers the last write that failed for want of space. On PostgreSQL the database still answers
 * `select 1` with its disk full, and DATA_DIR may be on another disk, so readiness learns of it from
 * here: a load balancer can then send the traffic to an instance that can write.
 */
export class DiskFullSignal {
  #last: { ms: number; code: string } | undefined;

  /** Records `error` when it is a full disk; says whether it was. */
  note(error: unknown, now = Date.now()): boolean {
    const code = diskFullCode(error);
    if (code === undefined) return false;
    this.#last = { ms: now, code };
    return true;
  }

  /** The last full-disk failure within DISK_FULL_READY_MS of `now`, if any. */
  recent(now = Date.now()): { agoMs: number; code: string } | undefined {
    if (!this.#last || now - this.#last.ms > DISK_FULL_READY_MS) return undefined;
    return { agoMs: now - this.#last.ms, code: this.#last.code };
  }
}
