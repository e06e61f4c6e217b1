import {
  ANNOUNCEMENT_COVER_FIELD,
  ANNOUNCEMENT_COVER_MAX_BYTES,
  API_PATHS,
  announcementCoverSchema,
  announcementIdParamsSchema,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthUser } from "../../auth-user";
import { forbidden, notFound, validation } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";
import { canChangeCover } from "./announcements.access";
import * as service from "./announcements.service";

/** The uploaded picture, or a field error a person understands. */
async function readCover(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipart(request, {
    maxFileBytes: ANNOUNCEMENT_COVER_MAX_BYTES,
    fileField: ANNOUNCEMENT_COVER_FIELD,
    label: "picture",
  });
  const file = form.files.find((candidate) => candidate.field === ANNOUNCEMENT_COVER_FIELD);
  if (!file) throw validation({ [ANNOUNCEMENT_COVER_FIELD]: ["Choose a picture to upload."] });
  return file.data;
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

  app.post(API_PATHS.announcements.cover, { config: { auth: "user" }, schema }, async (request) => {
    const { user } = request;
    const announcement = await loadForCover(user, request.params.id);
    const upload = await readCover(request);
    return { img: await service.setCover(db, app.config.dataDir, announcement, user, upload) };
  });

  app.delete(API_PATHS.announcements.cover, { config: { auth: "user" }, schema }, async (request) => {
    const { user } = request;
    const announcement = await loadForCover(user, request.params.id);
    return { img: await service.setCover(db, app.config.dataDir, announcement, user, null) };
  });
};
