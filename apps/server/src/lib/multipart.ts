import { createHash, type Hash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, lstat, rename, rm } from "node:fs/promises";
import { basename } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { formatSize } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { badRequest, conflict, HttpError } from "./errors";
import { tempPathBeside } from "./upload-temp";

// One reader for every multipart/form-data upload (avatars, announcement covers, the downloads area
// and the patching uploads to come): whatever the parser meets, a broken body answers 400, too much
// answers 413 naming the real limit, and the wrong content type 415; never a 500. Small files are
// read into memory (readMultipart); large ones stream to disk (streamMultipartToDisk).

export interface MultipartLimits {
  /** The largest file accepted, in bytes; the 413 names it in words. */
  maxFileBytes: number;
  /** Files accepted in one request (default 1). */
  maxFiles?: number;
  /** Text fields accepted in one request (default 20). */
  maxFields?: number;
  /** The form field the file comes in; file errors are reported on it. */
  fileField: string;
  /** What the file is, in the messages: "The picture must be at most 5 MB." (default "file"). */
  label?: string;
}

export interface UploadedFile {
  field: string;
  filename: string;
  /** As the client declared it; judge a file by its content, never by this. */
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /**
   * Fields as sent, a repeated one keeping its last value: strings, unless a part declared itself
   * application/json (then whatever it parsed to, for the caller's schema to judge).
   */
  fields: Record<string, unknown>;
  /** Every file part with content, in the order sent (empty file inputs are left out). */
  files: UploadedFile[];
}

/** 5242880 -> "5 MB", 1536 -> "1.5 KB": base 1024, at most two decimals (spec §9 size units). */
export const sizeInWords = (bytes: number): string => formatSize(bytes, { trim: true });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Turns anything the multipart parser throws into an HttpError a person can act on. */
export function multipartError(error: unknown, limits: MultipartLimits): HttpError {
  if (error instanceof HttpError) return error;
  const label = limits.label ?? "file";
  const onFile = (status: number, message: string) => new HttpError(status, message, { [limits.fileField]: [message] });
  switch ((error as { code?: string } | undefined)?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return onFile(413, `${capitalised(`the ${label}`)} must be at most ${sizeInWords(limits.maxFileBytes)}.`);
    case "FST_FILES_LIMIT": {
      const most = limits.maxFiles ?? 1;
      return onFile(413, most === 1 ? `Send one ${label} at most.` : `Send at most ${most} files at once.`);
    }
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new HttpError(413, "The form has too many fields.");
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new HttpError(415, "Send the form as multipart/form-data.");
    case "FST_MP_PREMATURE_CLOSE":
      return badRequest("The upload stopped before it was complete. Please try again.");
    default:
      // Busboy's own errors ("Unexpected end of form", "Multipart: Boundary not found", "Malformed
      // part header", a field named __proto__...) carry no status: the body is broken, not the server.
      return badRequest("The form could not be read: the upload was incomplete or malformed. Please try again.");
  }
}

/**
 * Reads a whole multipart/form-data body into memory: its text fields and its files (each at most
 * `maxFileBytes`). Every parser error becomes a 400, 413 or 415 (see multipartError).
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits): Promise<MultipartForm> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles ?? 1, fields: limits.maxFields ?? 20 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        // Every file part is read (and so drained), or the parser would wait on it for ever.
        const data = await part.toBuffer();
        if (data.length > 0) {
          files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
        }
        continue;
      }
      fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw multipartError(error, limits);
  }
  return { fields, files };
}

export interface DiskLimits extends MultipartLimits {
  maxFiles: number;
  /** Every file of the request together, in bytes. */
  maxTotalBytes: number;
}

/** A file part on its way to disk: where it goes is decided from the fields sent before it. */
export interface FilePart {
  field: string;
  filename: string;
  /** The text fields read so far (a form sends them before its files). */
  fields: Record<string, unknown>;
}

export interface StoredFile {
  field: string;
  filename: string;
  /** Where the file now is. */
  path: string;
  size: number;
  /** The SHA-256 of the bytes, in hex, when asked for (computed as they stream). */
  sha256?: string;
}

interface Pending extends StoredFile {
  temp: string;
  hash: Hash | undefined;
  /** Settles once the temporary file's descriptor is closed (see removeTemps). */
  closed?: Promise<void>;
}

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Puts a finished temporary file at its final path, never over an existing file: a hard link fails
 * when the name is taken, which no check-then-rename can promise. File systems without hard links
 * fall back to that check and a rename.
 */
async function placeWithoutOverwriting(temp: string, path: string): Promise<void> {
  try {
    await link(temp, path);
    return;
  } catch (error) {
    if (errorCode(error) === "EEXIST") throw conflict(`A file named ${basename(path)} already exists.`);
    if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "EXDEV", "EMLINK"].includes(errorCode(error) ?? "")) throw error;
  }
  const existing = await lstat(path).catch((error: unknown) =>
    errorCode(error) === "ENOENT" ? null : Promise.reject(error),
  );
  if (existing) throw conflict(`A file named ${basename(path)} already exists.`);
  await rename(temp, path);
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
 * Removes the temporary files of a refused upload. A write stream refused before its file had
 * opened still opens (creates) it, then closes it: removing it before that close would leave the file.
 */
async function removeTemps(pending: readonly Pending[]): Promise<void> {
  await Promise.all(
    pending.map(async (entry) => {
      await entry.closed;
      await rm(entry.temp, { force: true });
    }),
  );
}

/**
 * Streams every file of a multipart body to disk with constant memory: `placeFile` names each
 * file's final path (or throws an HttpError to refuse it), the bytes go to a temporary file beside
 * it (upload-temp.ts), and only once the whole body has arrived are the files linked into place,
 * all of them or none, never over an existing file (409). A file over `maxFileBytes` or a body over
 * `maxTotalBytes` is refused with a 413 naming the limit while it streams; a broken or cancelled body
 * is a 400. Whatever fails, no temporary file is left behind. Empty file inputs are skipped. File
 * names arrive exactly as the client sent them, path parts included: `placeFile` judges them.
 * With `sha256`, each file's SHA-256 is computed while it streams (no second read of the file).
 */
export async function streamMultipartToDisk(
  request: FastifyRequest,
  limits: DiskLimits,
  placeFile: (part: FilePart) => Promise<string> | string,
  options: { sha256?: boolean } = {},
): Promise<{ fields: Record<string, unknown>; files: StoredFile[] }> {
  const fields: Record<string, unknown> = {};
  const pending: Pending[] = [];
  let total = 0;
  const countTotal = (bytes: number) => {
    total += bytes;
    if (total <= limits.maxTotalBytes) return undefined;
    const message = `One upload can be at most ${sizeInWords(limits.maxTotalBytes)} in all.`;
    return new HttpError(413, message, { [limits.fileField]: [message] });
  };
  try {
    const parts = request.parts({
      // The file name as sent ("../x" stays "../x"), so placeFile refuses it instead of the parser
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
      const path = await placeFile({ field: part.fieldname, filename: part.filename, fields });
      const entry: Pending = {
        field: part.fieldname,
        filename: part.filename,
        path,
        size: 0,
        temp: tempPathBeside(path),
        hash: options.sha256 ? createHash("sha256") : undefined,
      };
      pending.push(entry);

      await writePart(part.file, entry, countTotal);
      if (part.file.truncated) {
        const message = `${part.filename} is larger than ${sizeInWords(limits.maxFileBytes)}, the most one file can be.`;
        throw new HttpError(413, message, { [limits.fileField]: [message] });
      }
    }
  } catch (error) {
    await removeTemps(pending);
    // The file system's own errors (a full disk is a 507) are not the body's fault.
    if (typeof (error as { syscall?: unknown } | null)?.syscall === "string") throw error;
    throw multipartError(error, limits);
  }
  const placed: string[] = [];
  try {
    for (const entry of pending) {
      await placeWithoutOverwriting(entry.temp, entry.path);
      placed.push(entry.path);
    }
  } catch (error) {
    // All or nothing: the files this request already placed are its own (the link proved the names free).
    await Promise.all(placed.map((path) => rm(path, { force: true })));
    throw error;
  } finally {
    await removeTemps(pending);
  }
  return {
    fields,
    files: pending.map(({ temp: _temp, hash, ...file }) => (hash ? { ...file, sha256: hash.digest("hex") } : file)),
  };
}
