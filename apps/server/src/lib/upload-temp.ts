import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { dirname, join } from "node:path";

// An upload is written to a temporary file in its store (beside its target, or in the store's root
// while its target is not yet known) and linked into place only when it is complete. The temporary names start with a dot, so no listing shows them and no name a
// person sends can match them (names.ts refuses a leading dot). They name the machine and process
// that writes them: several instances share DATA_DIR, and a sweep must remove only the files of
// a process that is gone, never another instance's upload in progress.

const PREFIX = ".upload-";
const SUFFIX = ".part";
const DAY_MS = 24 * 60 * 60 * 1000;
const THIS_HOST =
  hostname()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 40) || "host";
const TEMP_NAME = /^\.upload-([A-Za-z0-9]+)-(\d+)-[0-9a-f]{16}\.part$/;

/** A new temporary path in `dir`: a folder on the same file system as the file's target, so placing it is one link. */
export function tempPathIn(dir: string): string {
  return join(dir, `${PREFIX}${THIS_HOST}-${process.pid}-${randomBytes(8).toString("hex")}${SUFFIX}`);
}

/** A new temporary path in the target's own folder. */
export const tempPathBeside = (target: string): string => tempPathIn(dirname(target));

export const isUploadTemp = (name: string) => name.startsWith(PREFIX) && name.endsWith(SUFFIX);

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as { code?: string }).code === "EPERM";
  }
}

/**
 * Whether a temporary file was left by an upload that will never finish: written on this machine
 * by a process that is gone (at start-up, this process's own id counts as gone too: a container
 * restarted after a kill gets the same pid), or not written to for a day (an instance on another
 * machine died).
 */
export function isAbandonedTemp(
  name: string,
  modifiedMs: number,
  options: { atStart: boolean; now?: number },
): boolean {
  const now = options.now ?? Date.now();
  if (now - modifiedMs > DAY_MS) return true;
  const match = TEMP_NAME.exec(name);
  if (!match || match[1] !== THIS_HOST) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return options.atStart;
  return !processAlive(pid);
}
