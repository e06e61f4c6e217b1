import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, rmdir, unlink } from "node:fs/promises";
import { join } from "node:path";
import {
  type DownloadFile,
  type DownloadFolder,
  type DownloadSubfolder,
  folderContentsResponseSchema,
  subfolderFilesResponseSchema,
} from "@bastion/shared";
import { conflict, notFound } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { listingJson } from "./downloads.listing-cache";
import {
  byName,
  ensureRoot,
  entryPath,
  errorCode,
  lstatOrNothing,
  readEntries,
  requireFolder,
  statAll,
} from "./downloads.storage";

// The rules of the downloads area over the disk (downloads.storage.ts builds every path). A folder
// is named by its path from the root: [folder] or [folder, subfolder].

/** Where a folder being deleted waits while its contents go: gone from every listing at once. */
export const TRASH_PREFIX = ".trash-";

/** GET /files/api/downloads/: every folder with its counts, by name. */
export async function listFolders(root: string): Promise<DownloadFolder[]> {
  await ensureRoot(root);
  const { folders } = await readEntries(root);
  const stats = await statAll(root, folders);
  const listed = await Promise.all(
    folders.map(async (name, index) => {
      const modified = stats[index];
      if (!modified?.isDirectory()) return undefined;
      // A folder removed between the two reads is simply not listed.
      const inside = await readEntries(join(root, name)).catch(() => undefined);
      if (!inside) return undefined;
      return {
        name,
        modified: modified.mtime.toISOString(),
        subdirectories: inside.folders.length,
        files: inside.files.length,
      };
    }),
  );
  return listed.filter((folder) => folder !== undefined).sort(byName);
}

/** The files directly in a folder, with sizes and dates, by name. */
async function filesIn(dir: string, names: string[]): Promise<DownloadFile[]> {
  const stats = await statAll(dir, names);
  const files: DownloadFile[] = [];
  names.forEach((name, index) => {
    const stat = stats[index];
    if (stat?.isFile()) files.push({ name, size: stat.size, modified: stat.mtime.toISOString() });
  });
  return files.sort(byName);
}

/** GET /files/api/get/subfolders/{folder}/ as JSON (folderContentsResponseSchema), see listingJson. */
export async function folderContentsJson(root: string, folder: string): Promise<string> {
  const { path, stats } = await requireFolder(root, folder);
  return listingJson(path, stats, async () =>
    JSON.stringify(folderContentsResponseSchema.parse(await folderContents(path))),
  );
}

async function folderContents(path: string): Promise<{ subfolders: DownloadSubfolder[]; files: DownloadFile[] }> {
  const entries = await readEntries(path);
  const stats = await statAll(path, entries.folders);
  const subfolders: DownloadSubfolder[] = [];
  entries.folders.forEach((name, index) => {
    const stat = stats[index];
    if (stat?.isDirectory()) subfolders.push({ name, modified: stat.mtime.toISOString() });
  });
  return { subfolders: subfolders.sort(byName), files: await filesIn(path, entries.files) };
}

/** GET /files/api/files/get/subfolder/{folder}/{subfolder}/ as JSON (subfolderFilesResponseSchema). */
export async function subfolderFilesJson(root: string, folder: string, subfolder: string): Promise<string> {
  const { path, stats } = await requireFolder(root, folder, subfolder);
  return listingJson(path, stats, async () => {
    const files = await filesIn(path, (await readEntries(path)).files);
    return JSON.stringify(subfolderFilesResponseSchema.parse({ files }));
  });
}

const taken = (name: string, field: string) => {
  const message = msgWith("A folder or file named {name} already exists here.", { name });
  return conflict(message, { [field]: [message] });
};

/** Creates a folder (parents [] ) or a subfolder (parents [folder]); 409 when the name is taken. */
export async function createFolder(root: string, parents: string[], name: string, field: string): Promise<string> {
  await ensureRoot(root);
  if (parents.length > 0) await requireFolder(root, ...parents);
  try {
    await mkdir(entryPath(root, ...parents, name));
  } catch (error) {
    if (errorCode(error) === "EEXIST") throw taken(name, field);
    throw error;
  }
  return name;
}

/**
 * Renames a folder without ever replacing another: the new name is claimed with mkdir (which fails
 * when it exists, atomically), then the folder is renamed onto that empty claim.
 */
export async function renameFolder(root: string, parents: string[], from: string, to: string): Promise<string> {
  const { path } = await requireFolder(root, ...parents, from);
  if (from === to) return to;
  const target = entryPath(root, ...parents, to);
  try {
    await mkdir(target);
  } catch (error) {
    if (errorCode(error) === "EEXIST") throw taken(to, "new_folder_name");
    throw error;
  }
  try {
    await rename(path, target);
  } catch (error) {
    await rmdir(target).catch(() => undefined);
    throw error;
  }
  return to;
}

/**
 * Deletes a folder and everything in it. It is first renamed into a hidden trash name at the root,
 * so it leaves every listing at once; then its contents are removed (links are removed, not
 * followed). A leftover trash from a killed process is swept at the next start.
 */
export async function deleteFolder(root: string, ...names: string[]): Promise<void> {
  const { path } = await requireFolder(root, ...names);
  const trash = join(root, `${TRASH_PREFIX}${randomBytes(8).toString("hex")}`);
  await rename(path, trash);
  await rm(trash, { recursive: true, force: true, maxRetries: 3 });
}

/** Deletes one file of a folder or subfolder; 404 when it is not a file (a link is not removed). */
export async function deleteFile(root: string, folders: string[], file: string): Promise<void> {
  await requireFolder(root, ...folders);
  const path = entryPath(root, ...folders, file);
  const stats = await lstatOrNothing(path);
  if (!stats?.isFile()) throw notFound(msgWith("The file {file} does not exist.", { file }));
  await unlink(path);
}
