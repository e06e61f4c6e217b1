import {
  ANNOUNCEMENT_COVER_FIELD,
  ANNOUNCEMENT_COVER_MAX_BYTES,
  API_PATHS,
  announcementPictureSchema,
  PERMISSIONS,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { validation } from "../../lib/errors";
import { readMultipart } from "../../lib/multipart";
import { storePicture } from "./announcement-pictures.service";

/** Whoever may write an announcement's text may put pictures in it. */
const writers = {
  auth: {
    anyOf: [{ permission: PERMISSIONS.announcementsCreate }, { permission: PERMISSIONS.announcementsEdit }],
  },
};

/** The uploaded picture, or a field error a person understands (the card picture's rules). */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  const form = await readMultipart(request, {
    maxFileBytes: ANNOUNCEMENT_COVER_MAX_BYTES,
    fileField: ANNOUNCEMENT_COVER_FIELD,
    label: "picture",
  });
  const file = form.files.find((candidate) => candidate.field === ANNOUNCEMENT_COVER_FIELD);
  if (!file) throw validation({ [ANNOUNCEMENT_COVER_FIELD]: ["Choose a picture to upload."] });
  return file.data;
}

/** Pictures in an announcement's text (issue 27): uploaded here, then placed in the content by URL. */
export const announcementPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { dataDir } = app.config;

  app.post(
    API_PATHS.announcements.picture,
    { config: writers, schema: { response: { 201: announcementPictureSchema } } },
    async (request, reply) => {
      const upload = await readPicture(request);
      return reply.status(201).send({ url: await storePicture(db, dataDir, request.user, upload) });
    },
  );
};
