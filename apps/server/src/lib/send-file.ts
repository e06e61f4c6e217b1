import { constants, type Stats } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import type { Readable } from "node:stream";
import { msg } from "@bastion/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { errorBody, notFound } from "./errors";
import { msgWith } from "./i18n/translate";

// A file download as browsers, download managers and curl expect it: its length, a name that
// survives any characters (filename* for non-ASCII), byte ranges so a broken download resumes, and
// validators (ETag, Last-Modified) so an unchanged file is not sent again. The bytes stream from
// disk: memory stays flat whatever the size. Used by the downloads area and by server patching.

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;

/** Opens a file for reading without following a link in its last segment; 404 when it is no file. */
export async function openFile(path: string, name: string): Promise<{ handle: FileHandle; stats: Stats }> {
  let handle: FileHandle;
  try {
    handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch (error) {
    if (["ENOENT", "ENOTDIR", "ELOOP", "EISDIR"].includes(errorCode(error) ?? "")) {
      throw notFound(msgWith("The file {name} does not exist.", { name }));
    }
    throw error;
  }
  const stats = await handle.stat();
  if (!stats.isFile()) {
    await handle.close();
    throw notFound(msgWith("The file {name} does not exist.", { name }));
  }
  return { handle, stats };
}

/** RFC 6266: an ASCII fallback for old clients and the exact name as UTF-8 for the rest. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  if (fallback === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A strong validator from the size and modification time (in ms), as static servers make it. */
export const etagOf = (stats: Stats) => `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;

interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range of a `Range: bytes=...` header; "all" when there is none or it cannot be served as
 * one range (several ranges: the whole file is a valid answer); "unsatisfiable" for a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "all" | "unsatisfiable" {
  if (!header) return "all";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "all";
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return "all";
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/** If-Range: the range applies only while the client's copy (by ETag or date) is still current. */
function rangeStillValid(ifRange: string | undefined, etag: string, stats: Stats): boolean {
  if (!ifRange) return true;
  if (ifRange.startsWith('"') || ifRange.startsWith("W/")) return ifRange === etag;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && Math.floor(stats.mtimeMs / 1000) * 1000 <= date;
}

function notModified(request: FastifyRequest, etag: string, stats: Stats): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim() === etag || tag.trim() === "*");
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(stats.mtimeMs / 1000) * 1000 <= since;
}

/** What is about to be sent: bytes start..end (inclusive) of a file of `size`. */
export interface BodyInfo {
  start: number;
  end: number;
  size: number;
  /** The Content-Range of a 206, or undefined for the whole file. */
  range: string | undefined;
}

export interface SendFileOptions {
  /** The name the client saves the file under. */
  name: string;
  /** The strong validator; default: from the size and modification time (etagOf). */
  etag?: (stats: Stats) => string;
  /**
   * Sees the body just before it is sent (never for a 304, 416, HEAD or an empty file) and returns
   * the stream to send instead, e.g. one that counts the bytes.
   */
  observe?: (body: Readable, info: BodyInfo) => Readable;
}

/** Streams the file at `path` as an attachment, honouring Range and the validators. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, path: string, options: SendFileOptions) {
  const { name } = options;
  const { handle, stats } = await openFile(path, name);
  const etag = (options.etag ?? etagOf)(stats);
  reply
    .header("accept-ranges", "bytes")
    .header("etag", etag)
    .header("last-modified", stats.mtime.toUTCString())
    // Private: only signed-in holders (or key holders) may read it; revalidated each time, cheap
    // thanks to the ETag.
    .header("cache-control", "private, no-cache");
  if (notModified(request, etag, stats)) {
    await handle.close();
    return reply.status(304).send();
  }
  const ifRange = request.headers["if-range"];
  const range = rangeStillValid(typeof ifRange === "string" ? ifRange : undefined, etag, stats)
    ? parseRange(request.headers.range, stats.size)
    : "all";
  if (range === "unsatisfiable") {
    await handle.close();
    return reply
      .status(416)
      .header("content-range", `bytes */${stats.size}`)
      .send(errorBody(416, msg("The requested range is not within the file.")));
  }
  const { start, end } = range === "all" ? { start: 0, end: stats.size - 1 } : range;
  const contentRange = range === "all" ? undefined : `bytes ${start}-${end}/${stats.size}`;
  if (contentRange) reply.status(206).header("content-range", contentRange);
  reply
    .type("application/octet-stream")
    .header("content-disposition", contentDisposition(name))
    .header("content-length", String(Math.max(0, end - start + 1)));
  if (stats.size === 0 || request.method === "HEAD") {
    await handle.close();
    return reply.send("");
  }
  const body = handle.createReadStream({ start, end, highWaterMark: 256 * 1024 });
  return reply.send(
    options.observe ? options.observe(body, { start, end, size: stats.size, range: contentRange }) : body,
  );
}
