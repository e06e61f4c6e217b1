import { randomBytes } from "node:crypto";
import { type Dirent, lstatSync } from "node:fs";
import { mkdir, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Db } from "../../db/database";
import { isAbandonedTemp, isUploadTemp } from "../../lib/upload-temp";
import { storageNameInUse } from "./patching.repository";

// Patch files live flat in DATA_DIR/patches (which backups include) under random names chosen
// here: nothing a person sends becomes part of a path. The database says which file is which.

const STORAGE_NAME = /^[0-9a-f]{32}\.patch$/;
/** A file with no row this long after it was written was left by a publish that never finished. */
const ORPHAN_AFTER_MS = 60 * 60 * 1000;

export const patchesRoot = (dataDir: string) => resolve(dataDir, "patches");

export const ensurePatchesRoot = (root: string) => mkdir(root, { recursive: true });

/** A new random file name in the root. */
export function newStorageName(): string {
  return `${randomBytes(16).toString("hex")}.patch`;
}

/** The path of a stored patch file; the name is checked again so no row can point elsewhere. */
export function storagePath(root: string, storageName: string): string {
  if (!STORAGE_NAME.test(storageName)) throw new Error(`not a patch file name: ${storageName}`);
  return join(root, storageName);
}

/** Removes a stored file; a file already gone is fine. */
export const removeStored = (root: string, storageName: string) => rm(storagePath(root, storageName), { force: true });

/**
 * Removes what interrupted publishes left: upload temporaries whose writer is gone, and files an
 * hour old that no patch row names (a process killed between storing the file and its row, or a
 * patch deleted while its file could not be removed). Returns how many were removed.
 */
export async function sweepPatches(db: Db, root: string, options: { atStart: boolean }): Promise<number> {
  await ensurePatchesRoot(root);
  const now = Date.now();
  const entries: Dirent[] = await readdir(root, { withFileTypes: true });
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(root, entry.name);
    const modified = lstatSync(path, { throwIfNoEntry: false })?.mtimeMs ?? now;
    const abandoned = isUploadTemp(entry.name)
      ? isAbandonedTemp(entry.name, modified, { atStart: options.atStart, now })
      : STORAGE_NAME.test(entry.name) && now - modified > ORPHAN_AFTER_MS && !(await storageNameInUse(db, entry.name));
    if (!abandoned) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
