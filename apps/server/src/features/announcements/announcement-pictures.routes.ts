import { API_PATHS, announcementPictureSchema, PERMISSIONS } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { readAnnouncementPicture } from "./announcement-picture-upload";
import { storePicture } from "./announcement-pictures.service";

/** Whoever may write an announcement's text may put pictures in it. */
const WRITERS = {
  auth: {
    anyOf: [{ permission: PERMISSIONS.announcementsCreate }, { permission: PERMISSIONS.announcementsEdit }],
  },
};

/** Pictures in an announcement's text (issue 27): uploaded here, then placed in the content by URL. */
export const announcementPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { dataDir } = app.config;

  app.post(
    API_PATHS.announcements.picture,
    { config: WRITERS, schema: { response: { 201: announcementPictureSchema } } },
    async (request, reply) => {
      const upload = await readAnnouncementPicture(request);
      return reply.status(201).send({ url: await storePicture(db, dataDir, request.user, upload) });
    },
  );
};
