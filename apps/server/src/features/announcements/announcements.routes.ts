import {
  API_PATHS,
  announcementEditableSchema,
  announcementFormSchema,
  announcementIdParamsSchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSavedSchema,
  announcementViewSchema,
  PERMISSIONS,
  SERVER_PATHS,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { inModule } from "../../plugins/modules";
import { announcementCommentsRoutes } from "./announcement-comments.routes";
import { announcementCoverRoutes } from "./announcement-cover.routes";
import { announcementPictureRoutes } from "./announcement-pictures.routes";
import { announcementsFeed } from "./announcements.feed";
import * as service from "./announcements.service";

const CREATORS = { auth: { permission: PERMISSIONS.announcementsCreate } };
const EDITORS = { auth: { permission: PERMISSIONS.announcementsEdit } };
const REMOVERS = { auth: { permission: PERMISSIONS.announcementsDelete } };

/** Spec §7 Announcements. Reading is public; writing needs the announcements.* permissions (the owner passes). */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.announcements.list,
    {
      // What the viewer may do is part of the answer.
      config: { httpCache: { scope: "private" } },
      schema: { querystring: announcementListQuerySchema, response: { 200: announcementListSchema } },
    },
    async (request) => {
      const user = await request.currentUser();
      // A visitor who is not signed in reads what every such visitor reads: shared for a moment.
      return user ? service.listPage(db, request.query.page, user) : service.visitorListPage(db, request.query.page);
    },
  );

  app.get(
    API_PATHS.announcements.view,
    {
      config: { httpCache: { scope: "private" } },
      schema: { params: announcementIdParamsSchema, response: { 200: announcementViewSchema } },
    },
    async (request) => {
      const user = await request.currentUser();
      const answer = user
        ? await service.view(db, request.params.id, user)
        : await service.visitorView(db, request.params.id);
      // Switched-off comments are kept, not shown (issue 30).
      if (await app.siteSettings.isOn("announcement_comments")) return answer;
      return { ...answer, comments: [], comments_has_more: false };
    },
  );

  app.post(
    API_PATHS.announcements.create,
    { config: CREATORS, schema: { body: announcementFormSchema, response: { 201: announcementSavedSchema } } },
    async (request, reply) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "announcement_form");
      const id = await service.create(db, request.user, request.body);
      return reply.status(201).send({ announcement_id: id });
    },
  );

  app.get(
    API_PATHS.announcements.edit,
    { config: EDITORS, schema: { params: announcementIdParamsSchema, response: { 200: announcementEditableSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return service.editable(db, request.params.id);
    },
  );

  app.post(
    API_PATHS.announcements.edit,
    {
      config: EDITORS,
      schema: {
        params: announcementIdParamsSchema,
        body: announcementFormSchema,
        response: { 200: announcementSavedSchema },
      },
    },
    async (request) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "announcement_form");
      await service.edit(db, request.params.id, request.user, request.body);
      return { announcement_id: request.params.id };
    },
  );

  app.delete(
    API_PATHS.announcements.delete,
    { config: REMOVERS, schema: { params: announcementIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(db, app.config.dataDir, request.params.id, request.user);
      return reply.status(204).send(null);
    },
  );

  app.get(
    SERVER_PATHS.announcementsFeed,
    { config: { httpCache: { scope: "public", maxAge: 300 } } },
    async (_request, reply) => {
      const { site_name, default_locale } = await app.siteSettings.get();
      const site = { name: site_name, publicUrl: app.config.publicUrl, locale: default_locale };
      const xml = await announcementsFeed(db, site);
      return reply.type("application/rss+xml; charset=utf-8").send(xml);
    },
  );

  await app.register(async (scope) => {
    scope.addHook("onRoute", inModule("announcement_comments"));
    await scope.register(announcementCommentsRoutes);
  });
  await app.register(announcementCoverRoutes);
  await app.register(announcementPictureRoutes);
};
