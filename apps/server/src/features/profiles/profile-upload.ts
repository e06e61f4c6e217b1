import { msg, PROFILE_IMG_MAX_BYTES } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { badRequest, HttpError } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";

export interface ProfileUpload {
  /** Every field as sent; profileEditFieldsSchema judges them (a null or a list is refused there). */
  fields: Record<string, unknown>;
  /** The chosen picture's bytes; absent when no file (or an empty one) was sent. */
  picture?: Buffer;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The media type without its parameters, e.g. "application/json". */
const mediaType = (request: FastifyRequest) =>
  (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** A JSON body's fields; numbers and booleans read as the text a form would send. */
function jsonFields(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      typeof value === "number" || typeof value === "boolean" ? String(value) : value,
    ]),
  );
}

/**
 * Reads the profile form: multipart (with an optional profile_img file) or a JSON object. Any
 * other body (text/plain, which Fastify parses as a string) is refused with 415, and JSON that is
 * not an object (a list, however deep; a string; null) with 400, rather than read as "no changes".
 */
export async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (request.isMultipart()) {
    const form = await readMultipart(request, {
      maxFileBytes: PROFILE_IMG_MAX_BYTES,
      fileField: "profile_img",
      label: "picture",
    });
    // Only profile_img is used; a file sent under another name is read and dropped.
    const picture = form.files.find((file) => file.field === "profile_img")?.data;
    return { fields: form.fields, picture };
  }
  const type = mediaType(request);
  if (type === "" && request.body === undefined) return { fields: {} };
  if (type !== "application/json") throw new HttpError(415, msg("Send the profile as multipart/form-data or JSON."));
  if (!isPlainObject(request.body)) throw badRequest(msg("The profile must be a JSON object of fields."));
  return { fields: jsonFields(request.body) };
}
