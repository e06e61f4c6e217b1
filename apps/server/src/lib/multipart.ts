import { formatSize, msg, SIZE_LIMITS, type SizedThing } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "./errors";
import { msgWith } from "./i18n/translate";

// One reader for every multipart/form-data upload (avatars, announcement covers, the downloads area
// and the patches): whatever the parser meets, a broken body answers 400, too much
// answers 413 naming the real limit, and the wrong content type 415; never a 500. Small files are
// read into memory (readMultipart); large ones stream to disk (multipart-to-disk.ts).

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
  label?: SizedThing;
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

/** Turns anything the multipart parser throws into an HttpError a person can act on. */
export function multipartError(error: unknown, limits: MultipartLimits): HttpError {
  if (error instanceof HttpError) return error;
  const label = limits.label ?? "file";
  const onFile = (status: number, message: string) => new HttpError(status, message, { [limits.fileField]: [message] });
  switch ((error as { code?: string } | undefined)?.code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return onFile(413, SIZE_LIMITS.mustBeAtMost(label, limits.maxFileBytes));
    case "FST_FILES_LIMIT": {
      const most = limits.maxFiles ?? 1;
      return onFile(
        413,
        most === 1
          ? msgWith(
              "{label, select, picture {Send one picture at most.} patch {Send one patch file at most.} other {Send one file at most.}}",
              { label: label === "patch file" ? "patch" : label },
            )
          : msgWith("Send at most {most} files at once.", { most }),
      );
    }
    case "FST_FIELDS_LIMIT":
    case "FST_PARTS_LIMIT":
      return new HttpError(413, msg("The form has too many fields."));
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new HttpError(415, msg("Send the form as multipart/form-data."));
    case "FST_MP_PREMATURE_CLOSE":
      return badRequest(msg("The upload stopped before it was complete. Please try again."));
    default:
      // Busboy's own errors ("Unexpected end of form", "Multipart: Boundary not found", "Malformed
      // part header", a field named __proto__...) carry no status: the body is broken, not the server.
      return badRequest(msg("The form could not be read: the upload was incomplete or malformed. Please try again."));
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
