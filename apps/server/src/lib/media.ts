import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { MEDIA_PREFIX } from "@bastion/shared";

/** Media folders the app writes to; user input never names a folder. */
export type MediaFolder = "avatars" | "announcements";

export const mediaRoot = (dataDir: string) => resolve(dataDir, "media");

/** Stores a file under a random name and returns its public URL (/media/<folder>/<name>). */
export async function saveMedia(
  dataDir: string,
  folder: MediaFolder,
  data: Buffer,
  extension: string,
): Promise<string> {
  const dir = join(mediaRoot(dataDir), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  await writeFile(join(dir, name), data);
  return `${MEDIA_PREFIX}${folder}/${name}`;
}

/** Deletes a file previously returned by saveMedia; anything else (default pictures, URLs elsewhere) is left alone. */
export async function deleteMedia(dataDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(MEDIA_PREFIX)) return;
  const root = mediaRoot(dataDir);
  const path = resolve(root, url.slice(MEDIA_PREFIX.length));
  if (!path.startsWith(root + sep)) return;
  await rm(path, { force: true });
}
