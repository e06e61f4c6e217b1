import { createHash, type Hash } from "node:crypto";
import { constants, createWriteStream } from "node:fs";
import { copyFile, link, lstat, open, rename, rm } from "node:fs/promises";
import { basename } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { SIZE_LIMITS } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { conflict, HttpError } from "./errors";
import { msgWith } from "./i18n/translate";
import { type MultipartLimits, multipartError } from "./multipart";
import { tempPathBeside, tempPathIn } from "./upload-temp";

// Large uploads (the downloads area, patches) stream to disk with constant memory. A form may send
// its text fields before or after its files (the spec lists "files, folder, optional subfolder"), so
// each file is written to a temporary name in the store's staging folder while it arrives, and
// where it goes is decided once the whole body, every field included, is in: then the files are
// linked into place, all of them or none, never over an existing file.

export interface DiskLimits extends MultipartLimits {
  maxFiles: number;
  /** Every file of the request together, in bytes. */
  maxTotalBytes: number;
}

/** A file part as it begins, with the text fields sent before it (perhaps not all of them yet). */
export interface FilePart {
  field: string;
  filename: string;
  fields: Record<string, unknown>;
}

export interface ReceivedFile {
  field: string;
  filename: string;
  size: number;
  /** The SHA-256 of the bytes, in hex, when asked for (computed as they stream). */
  sha256?: string;
}

export interface StoredFile extends ReceivedFile {
  /** Where the file now is. */
  path: string;
}

export interface DiskUpload {
  limits: DiskLimits;
  /**
   * Where files are written while they arrive: a folder on the same file system as every target
   * (the store's root), so placing a file is a link. Its sweep must know the temporaries (upload-temp.ts).
   */
  stagingDir: string;
  /**
   * Judges a file part as it begins (throw an HttpError to refuse the upload before its bytes are
   * stored). Fields may still follow: refuse here only what no later field could make right.
   */
  checkFile?: (part: FilePart) => Promise<void> | void;
  /**
   * Once the whole body has arrived: the target path of each file, in the order sent, judged with
   * every field (throw an HttpError to refuse them all). Called with no files too, to say why.
   */
  placeFiles: (form: { fields: Record<string, unknown>; files: ReceivedFile[] }) => Promise<string[]> | string[];
  /** Compute each file's SHA-256 while it streams (no second read of the file). */
  sha256?: boolean;
}

interface Pending {
  field: string;
  filename: string;
  size: number;
  temp: string;
  hash: Hash | undefined;
  /** Settles once the temporary file's descriptor is closed (see removeTemps). */
  closed?: Promise<void>;
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;
const NO_HARD_LINKS = ["EPERM", "ENOTSUP", "EOPNOTSUPP", "EMLINK"];
const nameTaken = (path: string) => conflict(msgWith("A file named {name} already exists.", { name: basename(path) }));

/**
 * Puts a finished temporary file at its target, never over an existing file: a hard link fails
 * when the name is taken, which no check-then-rename can promise. File systems without hard links
 * fall back to that check and a rename; a target on another file system (a folder mounted into
 * the store by hand) gets a flushed copy beside it first.
 */
export async function placeWithoutOverwriting(temp: string, path: string): Promise<void> {
  try {
    await link(temp, path);
    return;
  } catch (error) {
    if (errorCode(error) === "EEXIST") throw nameTaken(path);
    if (errorCode(error) === "EXDEV") return placeCopy(temp, path);
    if (!NO_HARD_LINKS.includes(errorCode(error) ?? "")) throw error;
  }
  const existing = await lstat(path).catch((error: unknown) =>
    errorCode(error) === "ENOENT" ? null : Promise.reject(error),
  );
  if (existing) throw nameTaken(path);
  await rename(temp, path);
}

async function placeCopy(temp: string, path: string): Promise<void> {
  const near = tempPathBeside(path);
  try {
    await copyFile(temp, near, constants.COPYFILE_EXCL);
    // On disk before it gets its name, as the streamed temporaries are.
    const handle = await open(near, "r+");
    await handle.sync().finally(() => handle.close());
    await placeWithoutOverwriting(near, path);
  } finally {
    await rm(near, { force: true });
  }
}

/** Writes one file part to its temporary file, counting bytes against the request's total. */
async function writePart(
  source: NodeJS.ReadableStream,
  entry: Pending,
  countTotal: (bytes: number) => HttpError | undefined,
): Promise<void> {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      entry.size += chunk.length;
      entry.hash?.update(chunk);
      callback(countTotal(chunk.length), chunk);
    },
  });
  // "wx": a new file only. flush: on disk before it gets its name, so a crash after the link
  // cannot show a file of zeros.
  const file = createWriteStream(entry.temp, { flags: "wx", flush: true });
  entry.closed = new Promise((resolve) => file.once("close", () => resolve()));
  await pipeline(source, counter, file);
}

/**
 * Removes the temporary files of an upload. A write stream refused before its file had opened
 * still opens (creates) it, then closes it: removing it before that close would leave the file.
 */
async function removeTemps(pending: readonly Pending[]): Promise<void> {
  await Promise.all(
    pending.map(async (entry) => {
      await entry.closed;
      await rm(entry.temp, { force: true });
    }),
  );
}

/** Links every file to its target, all or none: a failure removes the ones this request placed. */
async function placeAll(
  pending: readonly Pending[],
  files: readonly ReceivedFile[],
  paths: readonly string[],
): Promise<StoredFile[]> {
  const placed: StoredFile[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const [entry, path] = [pending[index], paths[index]];
      if (!entry || path === undefined) throw new Error("placeFiles named fewer paths than files");
      await placeWithoutOverwriting(entry.temp, path);
      placed.push({ ...file, path });
    }
  } catch (error) {
    // The files already placed are this request's own (the link proved the names free).
    await Promise.all(placed.map((file) => rm(file.path, { force: true })));
    throw error;
  }
  return placed;
}

/**
 * Streams every file of a multipart body to a temporary file in `stagingDir`, then, with the whole
 * body in, asks `placeFiles` where each goes and links them there (see DiskUpload). A file over
 * `maxFileBytes` or a body over `maxTotalBytes` is refused with a 413 naming the limit while it
 * streams; a broken or cancelled body is a 400; a name taken meanwhile is a 409. Whatever fails, no
 * temporary file is left behind. Empty file inputs are skipped. File names arrive exactly as the
 * client sent them, path parts included: `checkFile` and `placeFiles` judge them.
 */
export async function streamMultipartToDisk(
  request: FastifyRequest,
  upload: DiskUpload,
): Promise<{ fields: Record<string, unknown>; files: StoredFile[] }> {
  const { limits } = upload;
  const fields: Record<string, unknown> = {};
  const pending: Pending[] = [];
  let total = 0;
  const countTotal = (bytes: number) => {
    total += bytes;
    if (total <= limits.maxTotalBytes) return undefined;
    const message = SIZE_LIMITS.uploadLargerThan(limits.maxTotalBytes);
    return new HttpError(413, message, { [limits.fileField]: [message] });
  };
  try {
    const parts = request.parts({
      // The file name as sent ("../x" stays "../x"), so it is refused instead of the parser
      // quietly cutting it to "x".
      preservePath: true,
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: limits.maxFields ?? 20 },
    });
    for await (const part of parts) {
      if (part.type !== "file") {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.filename === "") {
        // An empty file input: nothing was chosen.
        part.file.resume();
        continue;
      }
      await upload.checkFile?.({ field: part.fieldname, filename: part.filename, fields });
      const entry: Pending = {
        field: part.fieldname,
        filename: part.filename,
        size: 0,
        temp: tempPathIn(upload.stagingDir),
        hash: upload.sha256 ? createHash("sha256") : undefined,
      };
      pending.push(entry);
      await writePart(part.file, entry, countTotal);
      if (part.file.truncated) {
        const message = SIZE_LIMITS.fileLargerThan(part.filename, limits.maxFileBytes);
        throw new HttpError(413, message, { [limits.fileField]: [message] });
      }
    }
  } catch (error) {
    await removeTemps(pending);
    // The file system's own errors (a full disk is a 507) are not the body's fault.
    if (typeof (error as { syscall?: unknown } | null)?.syscall === "string") throw error;
    throw multipartError(error, limits);
  }
  const files: ReceivedFile[] = pending.map(({ field, filename, size, hash }) =>
    hash ? { field, filename, size, sha256: hash.digest("hex") } : { field, filename, size },
  );
  try {
    return { fields, files: await placeAll(pending, files, await upload.placeFiles({ fields, files })) };
  } finally {
    await removeTemps(pending);
  }
}
