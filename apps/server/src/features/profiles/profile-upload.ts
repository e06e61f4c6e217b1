import { PROFILE_IMG_MAX_BYTES } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { readMultipart } from "../../lib/multipart";

export interface ProfileUpload {
  /** Every text field, as sent (multipart values are strings). */
  fields: Record<string, string>;
  /** The chosen picture's bytes; absent when no file (or an empty one) was sent. */
  picture?: Buffer;
}

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

/** Reads the profile form: multipart (with an optional profile_img file) or JSON. */
export async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (!request.isMultipart()) return { fields: jsonFields(request.body) };
  const form = await readMultipart(request, {
    maxFileBytes: PROFILE_IMG_MAX_BYTES,
    fileField: "profile_img",
    label: "picture",
  });
  // Only profile_img is used; a file sent under another name is read and dropped.
  const picture = form.files.find((file) => file.field === "profile_img")?.data;
  return { fields: form.fields, picture };
}
