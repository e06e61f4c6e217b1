import { ANNOUNCEMENT_COVER_FIELD, ANNOUNCEMENT_COVER_MAX_BYTES, msg } from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import { validation } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";

/**
 * An uploaded announcement picture (the card's or one for the text: the same field, limit and
 * checks), or a field error a person understands.
 */
export async function readAnnouncementPicture(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipart(request, {
    maxFileBytes: ANNOUNCEMENT_COVER_MAX_BYTES,
    fileField: ANNOUNCEMENT_COVER_FIELD,
    label: "picture",
  });
  const file = form.files.find((candidate) => candidate.field === ANNOUNCEMENT_COVER_FIELD);
  if (!file) throw validation({ [ANNOUNCEMENT_COVER_FIELD]: [msg("Choose a picture to upload.")] });
  return file.data;
}
