import { type Dirent, lstatSync, type Stats } from "node:fs";
import { lstat, mkdir, readdir } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { setImmediate as nextTurn } from "node:timers/promises";
import { isListableName, msg, type NameKind } from "@bastion/shared";
import { badRequest, notFound } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";

// The disk is the source of truth (docs/decisions/010): folders are DATA_DIR/downloads/<folder>/
// <subfolder>/, a file copied in by hand shows up, and dates come from the file system. Every
// path is built here: each name is one checked segment, the result must lie inside the root, and
// symbolic links are never followed (a link is neither a folder nor a file to this code).

export const downloadsRoot = (dataDir: string) => resolve(dataDir, "downloads");

export const ensureRoot = (root: string) => mkdir(root, { recursive: true });

export const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * The path of an entry under the root, named by one segment per level. The names were already
 * held to the name rule by the route's schema; this is the last check before the disk is touched.
 */
export function entryPath(root: string, ...names: string[]): string {
  const path = resolve(root, ...names);
  const inside = relative(root, path);
  const escapes =
    names.length === 0 ||
    names.some((name) => name === "" || name.includes("/") || name.includes("\\") || name.includes("\0")) ||
    inside === "" ||
    inside.startsWith("..") ||
    isAbsolute(inside) ||
    inside.split(sep).length !== names.length;
  if (escapes) throw badRequest(msg("That name is not allowed."));
  return path;
}

/** lstat, or undefined when nothing is there. */
export async function lstatOrNothing(path: string): Promise<Stats | undefined> {
  try {
    return await lstat(path);
  } catch (error) {
    if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") return undefined;
    throw error;
  }
}

/**
 * Checks that each level of a folder path is a real folder (not a link, not a file), top down, and
 * returns the deepest one's path and stats; a 404 naming the folder otherwise.
 */
export async function requireFolder(root: string, ...names: string[]): Promise<{ path: string; stats: Stats }> {
  let stats: Stats | undefined;
  for (let depth = 1; depth <= names.length; depth += 1) {
    stats = await lstatOrNothing(entryPath(root, ...names.slice(0, depth)));
    if (!stats?.isDirectory())
      throw notFound(msgWith("The folder {name} does not exist.", { name: names[depth - 1] ?? "" }));
  }
  if (!stats) throw notFound(msg("The folder does not exist."));
  return { path: entryPath(root, ...names), stats };
}

/** The folders and files directly in a folder whose names may be shown (no links, no temporaries). */
export async function readEntries(dir: string): Promise<{ folders: string[]; files: string[] }> {
  const entries: Dirent[] = await readdir(dir, { withFileTypes: true });
  const pick = (test: (entry: Dirent) => boolean, kind: NameKind) =>
    entries.filter((entry) => test(entry) && isListableName(entry.name, kind)).map((entry) => entry.name);
  return { folders: pick((e) => e.isDirectory(), "folder"), files: pick((e) => e.isFile(), "file") };
}

const SLICE = 1000;

/**
 * lstat of many entries of one folder. Synchronous calls in slices: 10,000 promises through
 * libuv's four threads cost several times the system calls themselves (figures in
 * docs/decisions/010), and yielding between slices keeps other requests moving.
 */
export async function statAll(dir: string, names: string[]): Promise<(Stats | undefined)[]> {
  const stats: (Stats | undefined)[] = [];
  for (let start = 0; start < names.length; start += SLICE) {
    if (start > 0) await nextTurn();
    for (const name of names.slice(start, start + SLICE)) {
      stats.push(lstatSync(join(dir, name), { throwIfNoEntry: false }));
    }
  }
  return stats;
}

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
export const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
