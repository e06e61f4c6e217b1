import {
  API_PATHS,
  announcementCommentPostedSchema,
  announcementCommentPostSchema,
  announcementCommentsPageSchema,
  announcementCommentsQuerySchema,
  announcementIdParamsSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "../../plugins/guard";
import * as comments from "./announcement-comments.service";

/** Reading comments is public; posting needs sign-in; the author (or the owner) deletes. */
export const announcementCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, postingLimits: app.config.postingLimits };

  app.get(
    API_PATHS.announcements.comments,
    {
      schema: {
        params: announcementIdParamsSchema,
        querystring: announcementCommentsQuerySchema,
        response: { 200: announcementCommentsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-cache");
      return comments.listComments(db, request.params.id, request.query.before, await request.currentUser());
    },
  );

  app.post(
    API_PATHS.announcements.postComment,
    {
      config: SIGNED_IN,
      schema: { body: announcementCommentPostSchema, response: { 201: announcementCommentPostedSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      await app.botCheck.verify(request, body["g-recaptcha-response"], "announcement_comment_form");
      const comment = await comments.postComment(deps, request.user, body.announcement_id, body.comment);
      return reply.status(201).send({ comment });
    },
  );

  app.delete(
    API_PATHS.announcements.deleteComment,
    { config: SIGNED_IN, schema: { params: announcementIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await comments.deleteComment(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
