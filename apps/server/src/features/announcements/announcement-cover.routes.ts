import {
  ANNOUNCEMENT_COVER_FIELD,
  ANNOUNCEMENT_COVER_MAX_BYTES,
  announcementCoverSchema,
  announcementIdParamsSchema,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { forbidden, notFound, validation } from "../../lib/errors";
import { requireUser, signedIn } from "../../plugins/guard";
import type { AuthUser } from "../../plugins/session";
import { canChangeCover } from "./announcements.access";
import * as service from "./announcements.service";

/** The uploaded picture, or a field error a person understands. */
async function readCover(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: ANNOUNCEMENT_COVER_MAX_BYTES } });
  if (!file || file.fieldname !== ANNOUNCEMENT_COVER_FIELD) {
    throw validation({ [ANNOUNCEMENT_COVER_FIELD]: ["Choose a picture to upload."] });
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw validation({ [ANNOUNCEMENT_COVER_FIELD]: ["The picture must be at most 10 MB."] });
    }
    throw error;
  }
}

/** The card picture: POST (multipart, field img) replaces it, DELETE goes back to the default picture. */
export const announcementCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadForCover(user: AuthUser, id: number) {
    const announcement = await service.findAnnouncement(db, id);
    if (!announcement) throw notFound("Announcement not found.");
    if (!canChangeCover(user, announcement)) throw forbidden();
    return announcement;
  }

  const schema = { params: announcementIdParamsSchema, response: { 200: announcementCoverSchema } };

  app.post("/announcements/api/image/:id/", { preValidation: signedIn(), schema }, async (request) => {
    const user = await requireUser(request);
    const announcement = await loadForCover(user, request.params.id);
    const upload = await readCover(request);
    return { img: await service.setCover(db, app.config.dataDir, announcement, user, upload) };
  });

  app.delete("/announcements/api/image/:id/", { preValidation: signedIn(), schema }, async (request) => {
    const user = await requireUser(request);
    const announcement = await loadForCover(user, request.params.id);
    return { img: await service.setCover(db, app.config.dataDir, announcement, user, null) };
  });
};
