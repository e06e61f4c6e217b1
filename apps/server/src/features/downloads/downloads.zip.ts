import { constants, createReadStream, open, type ReadStream } from "node:fs";
import { open as openFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { crc32, deflateRawSync } from "node:zlib";
import { extensionOf } from "@bastion/shared";
import { ZipFile } from "yazl";
import { readEntries, statAll } from "./downloads.storage";

/**
 * yazl takes each entry's CRC-32 from buffer-crc32, written in JavaScript: most of a zip's cost
 * (figures in docs/decisions/010). Node's own CRC-32 (zlib.crc32, native) gives the same numbers at
 * a small part of the cost, so yazl's copy of buffer-crc32 is pointed at it.
 */
const yazlCrc32 = createRequire(createRequire(import.meta.url).resolve("yazl"))("buffer-crc32") as {
  unsigned: (buffer: Buffer, previous?: number) => number;
};
yazlCrc32.unsigned = (buffer, previous = 0) => crc32(buffer, previous);

// A subfolder's zip is built while it is sent: yazl writes each entry as its file is read, with
// backpressure from the client's socket, so memory stays flat for gigabytes and the first bytes
// leave at once. Deflating is the costly part (figures in docs/decisions/010), so only what
// would shrink is deflated: files of types that are compressed already are stored as they are, as
// are very large files of unknown type, and a file of unknown type whose first bytes, deflated
// quickly, do not shrink by a tenth (random or packed data under another name).

/** Types that are compressed already: a zip stores them as they are instead of deflating them again. */
const COMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(
  [
    "zip jar war ear apk aab mrpack mcpack mcaddon mcworld mctemplate mca mcr dat nbt schem schematic litematic",
    "gz tgz bz2 tbz xz txz lz lz4 lzma zst 7z rar cab br",
    "png jpg jpeg gif webp avif heic jxl",
    "mp3 mp4 m4a m4v ogg oga ogv opus flac webm mkv mov avi wmv",
    "docx xlsx pptx odt ods odp epub pdf woff woff2",
  ]
    .join(" ")
    .split(" "),
);

/** Unknown types at least this large are stored: deflating gigabytes would make the zip CPU-bound. */
const DEFLATE_MAX_BYTES = 64 * 1024 * 1024;
/** Files of unknown type at least this large are probed before they are deflated. */
const PROBE_MIN_BYTES = 256 * 1024;
/** How much of a file the probe deflates, at level 1: cheap (figures in docs/decisions/010). */
const PROBE_BYTES = 64 * 1024;
/** A probe that keeps more than this share of its bytes says the file would not shrink. */
const PROBE_KEEPS = 0.9;
/** Folders nested deeper than this (copied in by hand) are left out of the zip. */
const MAX_DEPTH = 16;

export interface ZipEntry {
  /** The path inside the zip, "/"-separated. */
  name: string;
  /** The file on disk; absent for a folder. */
  path?: string;
  size: number;
  mtime: Date;
}

/** Every folder and file under `dir` that may be listed, depth first, links never followed. */
export async function collectZipEntries(dir: string, prefix: string, depth = 0): Promise<ZipEntry[]> {
  const { folders, files } = await readEntries(dir);
  const [folderStats, fileStats] = [await statAll(dir, folders), await statAll(dir, files)];
  const entries: ZipEntry[] = [];
  files.forEach((name, index) => {
    const stats = fileStats[index];
    if (stats?.isFile()) {
      entries.push({ name: `${prefix}${name}`, path: join(dir, name), size: stats.size, mtime: stats.mtime });
    }
  });
  for (const [index, name] of folders.entries()) {
    const stats = folderStats[index];
    if (!stats?.isDirectory() || depth >= MAX_DEPTH) continue;
    entries.push({ name: `${prefix}${name}/`, size: 0, mtime: stats.mtime });
    entries.push(...(await collectZipEntries(join(dir, name), `${prefix}${name}/`, depth + 1)));
  }
  return entries;
}

export const storesAsIs = (name: string, size: number) =>
  COMPRESSED_EXTENSIONS.has(extensionOf(name)) || size >= DEFLATE_MAX_BYTES;

/** Whether deflating the file would pay: not for the types above, nor when its first bytes do not shrink. */
async function worthDeflating(entry: ZipEntry, path: string): Promise<boolean> {
  if (storesAsIs(entry.name, entry.size)) return false;
  if (entry.size < PROBE_MIN_BYTES) return true;
  const file = await openFile(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(PROBE_BYTES), 0, PROBE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    return deflateRawSync(sample, { level: 1 }).length < sample.length * PROBE_KEEPS;
  } finally {
    await file.close();
  }
}

/**
 * The zip of the entries as a stream. Destroying the stream (the client went away) closes the
 * file being read; a file that changes size while it is read ends the stream with an error. Files
 * are added one ahead of the one being sent, so each is probed just before its turn.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: ReadStream | undefined;
  let next = 0;
  zip.on("error", (error: Error) => output.destroy(error));
  output.on("close", () => reading?.destroy());

  const addFile = (entry: ZipEntry, path: string, compress: boolean) => {
    const options = { size: entry.size, mtime: entry.mtime, compress };
    zip.addReadStreamLazy(entry.name, options, (callback) => {
      // Its turn: the next file is probed and added while this one is read.
      void addNext();
      // Opened only now, without following a link put there since the listing.
      open(path, constants.O_RDONLY | constants.O_NOFOLLOW, (error, fd) => {
        // The zip has failed: the answer ends with the error and this entry is never pumped.
        if (error) return zip.emit("error", error);
        reading = createReadStream("", { fd, highWaterMark: 256 * 1024 });
        reading.on("error", (failure) => zip.emit("error", failure));
        callback(null, reading);
      });
    });
  };

  const addNext = async (): Promise<void> => {
    for (let entry = entries[next]; entry; entry = entries[next]) {
      next += 1;
      if (output.destroyed) return;
      if (entry.path === undefined) {
        zip.addEmptyDirectory(entry.name, { mtime: entry.mtime });
        continue;
      }
      // A file that cannot be read for the probe fails when its turn comes, as any other.
      const compress = await worthDeflating(entry, entry.path).catch(() => true);
      return addFile(entry, entry.path, compress);
    }
    zip.end();
  };
  void addNext();
  return output;
}
