import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { ANNOUNCEMENT_COVER_FIELD, LIMITS, MEDIA_PREFIX } from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { normaliseImage } from "../../lib/images";
import { deleteMedia, mediaRoot, saveMedia } from "../../lib/media";
import { countPictureUpload } from "../../lib/posting-limits";
import * as repo from "./announcements.repository";

const FOLDER = "announcements";
const FOLDER_URL = `${MEDIA_PREFIX}${FOLDER}/`;
/** The site's own picture addresses in stored HTML (the sanitiser keeps no other form of them). */
const PICTURE_URL = /\/media\/announcements\/[A-Za-z0-9_-]+\.[A-Za-z0-9]+/g;
/**
 * A picture uploaded for a text that is not saved yet is kept this long: an editor may write for an
 * evening before saving. Older files no announcement shows are deleted.
 */
export const UNUSED_PICTURE_KEPT_MS = 2 * 24 * 60 * 60 * 1000;
const BATCH = 200;

/**
 * A picture for an announcement's text: the card picture's checks (type by content, size, pixel
 * count, the hourly allowance) and re-encoding (metadata stripped, WebP), keeping its shape within
 * 1600 px a side. Stored with the card pictures and served the same way; returns its URL.
 */
export async function storePicture(db: Db, dataDir: string, user: AuthUser, upload: Buffer): Promise<string> {
  await countPictureUpload(db, user);
  const side = LIMITS.announcementPictureMaxSide;
  const picture = await normaliseImage(upload, {
    width: side,
    height: side,
    fit: "inside",
    accept: ["jpeg", "png", "webp"],
    field: ANNOUNCEMENT_COVER_FIELD,
  });
  return saveMedia(dataDir, FOLDER, picture.data, picture.extension);
}

/** Every /media/announcements/ URL an announcement shows, as its card picture or in its text. */
async function picturesInUse(db: Db): Promise<Set<string>> {
  const used = new Set<string>();
  let afterId = 0;
  for (;;) {
    const rows = await repo.picturesAfter(db, afterId, BATCH);
    for (const row of rows) {
      if (row.img) used.add(row.img);
      for (const url of row.content_html.match(PICTURE_URL) ?? []) used.add(url);
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return used;
    afterId = last.id;
  }
}

/**
 * Deletes the announcement pictures no announcement shows any more (a text edited or deleted, an
 * upload never saved), once they are older than UNUSED_PICTURE_KEPT_MS; returns how many went.
 */
export async function sweepUnusedPictures(db: Db, dataDir: string, now = Date.now()): Promise<number> {
  const dir = join(mediaRoot(dataDir), FOLDER);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const old: string[] = [];
  for (const name of names) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info?.isFile() && now - info.mtimeMs > UNUSED_PICTURE_KEPT_MS) old.push(`${FOLDER_URL}${name}`);
  }
  if (old.length === 0) return 0;
  const used = await picturesInUse(db);
  const unused = old.filter((url) => !used.has(url));
  for (const url of unused) await deleteMedia(dataDir, url);
  return unused.length;
}
