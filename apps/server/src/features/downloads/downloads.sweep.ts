import { type Dirent, lstatSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { isAbandonedTemp, isUploadTemp } from "../../lib/upload-temp";
import { TRASH_PREFIX } from "./downloads.service";
import { ensureRoot } from "./downloads.storage";

const HOUR_MS = 60 * 60 * 1000;

const directoriesIn = (entries: Dirent[]) =>
  entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith(".")).map((entry) => entry.name);

/**
 * Removes what killed processes left in the downloads root: upload temporaries (beside their targets,
 * two levels deep) whose writer is gone, and folders caught half deleted. At start-up every trash
 * folder goes; later only those an hour old, as another instance may be deleting one right now.
 * Returns how many were removed.
 */
export async function sweepDownloads(root: string, options: { atStart: boolean }): Promise<number> {
  await ensureRoot(root);
  let removed = 0;
  const remove = async (path: string) => {
    await rm(path, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);
    removed += 1;
  };
  const now = Date.now();
  const top = await readdir(root, { withFileTypes: true });
  for (const entry of top) {
    if (!entry.name.startsWith(TRASH_PREFIX) || !entry.isDirectory()) continue;
    const changed = lstatSync(join(root, entry.name), { throwIfNoEntry: false })?.ctimeMs ?? 0;
    if (options.atStart || now - changed > HOUR_MS) await remove(join(root, entry.name));
  }
  const folders = [root];
  for (const folder of directoriesIn(top)) {
    folders.push(join(root, folder));
    const inside = await readdir(join(root, folder), { withFileTypes: true }).catch(() => []);
    folders.push(...directoriesIn(inside).map((name) => join(root, folder, name)));
  }
  for (const folder of folders) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile() || !isUploadTemp(entry.name)) continue;
      const modified = lstatSync(join(folder, entry.name), { throwIfNoEntry: false })?.mtimeMs ?? now;
      if (isAbandonedTemp(entry.name, modified, { atStart: options.atStart, now }))
        await remove(join(folder, entry.name));
    }
  }
  return removed;
}
