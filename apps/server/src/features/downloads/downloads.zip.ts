import { constants, createReadStream, open, type ReadStream } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import { extensionOf } from "@bastion/shared";
import { ZipFile } from "yazl";
import { readEntries, statAll } from "./downloads.storage";

/**
 * yazl takes each entry's CRC-32 from buffer-crc32, written in JavaScript: about 3 s of CPU for every
 * gigabyte zipped, most of a zip's cost. Node's own CRC-32 (zlib.crc32, native) gives the same
 * numbers at a small part of the cost, so yazl's copy of buffer-crc32 is pointed at it.
 */
const yazlCrc32 = createRequire(createRequire(import.meta.url).resolve("yazl"))("buffer-crc32") as {
  unsigned: (buffer: Buffer, previous?: number) => number;
};
yazlCrc32.unsigned = (buffer, previous = 0) => crc32(buffer, previous);

// A subfolder's zip is built while it is sent: yazl writes each entry as its file is read, with
// backpressure from the client's socket, so memory stays flat for gigabytes and the first bytes
// leave at once. Files that are compressed already are stored as they are (deflating them again
// costs CPU and gains nothing), as are very large files of unknown type; the rest are deflated.

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

/**
 * The zip of the entries as a stream. Destroying the stream (the client went away) closes the
 * file being read; a file that changes size while it is read ends the stream with an error.
 */
export function zipStream(entries: ZipEntry[]): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let reading: ReadStream | undefined;
  zip.on("error", (error: Error) => output.destroy(error));
  output.on("close", () => reading?.destroy());
  for (const entry of entries) {
    const { path } = entry;
    if (path === undefined) {
      zip.addEmptyDirectory(entry.name, { mtime: entry.mtime });
      continue;
    }
    const options = { size: entry.size, mtime: entry.mtime, compress: !storesAsIs(entry.name, entry.size) };
    zip.addReadStreamLazy(entry.name, options, (callback) => {
      // Opened only when its turn comes, without following a link put there since the listing.
      open(path, constants.O_RDONLY | constants.O_NOFOLLOW, (error, fd) => {
        // The zip has failed: the answer ends with the error and this entry is never pumped.
        if (error) return zip.emit("error", error);
        reading = createReadStream("", { fd, highWaterMark: 256 * 1024 });
        reading.on("error", (failure) => zip.emit("error", failure));
        callback(null, reading);
      });
    });
  }
  zip.end();
  return output;
}
