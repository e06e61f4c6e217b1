import type { Stats } from "node:fs";

// A folder of 10,000 files costs 10,000 lstat calls (figures in docs/decisions/010) and a
// 700 KB answer to check and write. The answer is kept per instance while the folder's own mtime
// is unchanged (any file added, removed or renamed in it changes that, on every instance) and for
// at most a few seconds, which bounds how long a file rewritten in place by hand, which does not
// touch the folder's mtime, can show its old size or date. It is only a copy of what the disk says.

const FRESH_MS = 5000;
/**
 * File system times tick coarsely (a few ms on Linux), so a change in the same tick as a listing
 * would leave the mtime equal: a folder changed this recently is listed but not kept (git's "racy
 * index" rule), with room for the clock of a file server.
 */
const RACY_MS = 2000;
const MAX_FOLDERS = 200;

interface Entry {
  mtimeMs: number;
  ctimeMs: number;
  at: number;
  json: string;
}

const answers = new Map<string, Entry>();

/** The JSON answer for a folder, built again when the folder changed or the copy is a few seconds old. */
export async function listingJson(path: string, folder: Stats, build: () => Promise<string>): Promise<string> {
  const now = Date.now();
  const kept = answers.get(path);
  if (kept && kept.mtimeMs === folder.mtimeMs && kept.ctimeMs === folder.ctimeMs && now - kept.at < FRESH_MS) {
    return kept.json;
  }
  const json = await build();
  answers.delete(path);
  if (now - folder.mtimeMs < RACY_MS || now - folder.ctimeMs < RACY_MS) return json;
  // Oldest first out: a Map keeps insertion order.
  if (answers.size >= MAX_FOLDERS) answers.delete(answers.keys().next().value ?? "");
  answers.set(path, { mtimeMs: folder.mtimeMs, ctimeMs: folder.ctimeMs, at: now, json });
  return json;
}
