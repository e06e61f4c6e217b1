import { chmodSync, closeSync, mkdirSync, openSync, statSync } from "node:fs";

// DATA_DIR holds the database (password hashes, the app secret, e-mail addresses), the mail outbox
// (live links) and the uploads: nothing in it is for other users of the machine (issue 26 item 10).
// In the bottom layer because the database's own file is the first that needs it.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The bits that let the group or other users read, write or enter. */
const SHARED_BITS = 0o077;

/**
 * Makes every file and folder this process creates from now on readable by its own user only
 * (umask 077): the database's -wal and -shm files, uploads, temporary files, the run lock, whatever
 * a library writes. Called by the entry points (the server and `manage`), not by library code: a
 * umask is the whole process's, and worker threads may not set it.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

/** Creates a folder (and its missing parents) with mode 0700, whatever the umask. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/**
 * Creates the file empty with mode 0600 when it is missing, and takes the group's and others'
 * access away when it has any (a file written by an older version).
 */
export function makePrivateFile(path: string): void {
  closeSync(openSync(path, "a", PRIVATE_FILE_MODE));
  tightenIfShared(path);
}

/** Takes the group's and others' access away from an existing file or folder; a missing one is left. */
export function tightenIfShared(path: string): void {
  const mode = modeOf(path);
  if (mode !== undefined && mode & SHARED_BITS) chmodSync(path, mode & ~SHARED_BITS);
}

/** The permission bits of a path, or undefined when it does not exist. */
export function modeOf(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o777;
  } catch {
    return undefined;
  }
}

/** True when the group or other users have any access to the path. */
export const isShared = (mode: number) => (mode & SHARED_BITS) !== 0;

/** "0755": a mode as `ls -l` users and chmod write it. */
export const octal = (mode: number) => `0${mode.toString(8).padStart(3, "0")}`;
