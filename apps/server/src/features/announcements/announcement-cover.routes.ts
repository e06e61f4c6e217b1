import { API_PATHS, announcementCoverSchema, announcementIdParamsSchema, msg } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthUser } from "../../auth-user";
import { forbidden, notFound } from "../../lib/errors";
import { SIGNED_IN } from "../../plugins/guard";
import { readAnnouncementPicture } from "./announcement-picture-upload";
import { canChangeCover } from "./announcements.access";
import * as service from "./announcements.service";

/** The card picture: POST (multipart, field img) replaces it, DELETE goes back to the default picture. */
export const announcementCoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  async function loadForCover(user: AuthUser, id: number) {
    const announcement = await service.findAnnouncement(db, id);
    if (!announcement) throw notFound(msg("Announcement not found."));
    if (!canChangeCover(user, announcement)) throw forbidden();
    return announcement;
  }

  const schema = { params: announcementIdParamsSchema, response: { 200: announcementCoverSchema } };

  app.post(API_PATHS.announcements.cover, { config: SIGNED_IN, schema }, async (request) => {
    const { user } = request;
    const announcement = await loadForCover(user, request.params.id);
    const upload = await readAnnouncementPicture(request);
    return { img: await service.setCover(db, app.config.dataDir, announcement, user, upload) };
  });

  app.delete(API_PATHS.announcements.cover, { config: SIGNED_IN, schema }, async (request) => {
    const { user } = request;
    const announcement = await loadForCover(user, request.params.id);
    return { img: await service.setCover(db, app.config.dataDir, announcement, user, null) };
  });
};
