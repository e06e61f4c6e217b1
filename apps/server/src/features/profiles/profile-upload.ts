import { PROFILE_IMG_MAX_BYTES } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "../../lib/errors";

export interface ProfileUpload {
  /** Every text field, as sent (multipart values are strings). */
  fields: Record<string, string>;
  /** The chosen picture's bytes; absent when no file (or an empty one) was sent. */
  picture?: Buffer;
}

const MAX_MB = PROFILE_IMG_MAX_BYTES / (1024 * 1024);
export const PICTURE_TOO_LARGE = `The picture must be at most ${MAX_MB} MB.`;

function toField(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "boolean" || typeof value === "number") return String(value);
  return undefined;
}

/** A JSON body (API clients without a picture) read as the same text fields. */
function jsonFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    const text = toField(value);
    if (text !== undefined) fields[name] = text;
  }
  return fields;
}

function uploadError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new HttpError(413, PICTURE_TOO_LARGE, { profile_img: [PICTURE_TOO_LARGE] });
  if (code === "FST_FILES_LIMIT")
    return badRequest("Send one picture at most.", { profile_img: ["Send one picture at most."] });
  return badRequest("The form could not be read. Please try again.");
}

/** Reads the profile form: multipart (with an optional profile_img file) or JSON. */
export async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body) };
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_IMG_MAX_BYTES, files: 1 } })) {
      if (part.type === "file") {
        // Read (and so drain) every file part; only profile_img is used.
        const data = await part.toBuffer();
        if (part.fieldname === "profile_img" && data.length > 0) picture = data;
        continue;
      }
      const text = toField(part.value);
      if (text !== undefined) fields[part.fieldname] = text;
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { fields, picture };
}
