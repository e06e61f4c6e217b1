import {
  API_PATHS,
  appealCommentPostedSchema,
  appealCommentPostSchema,
  appealCreatedSchema,
  appealCreateRequestSchema,
  appealIdParamsSchema,
  appealListQuerySchema,
  appealListSchema,
  appealModifiedSchema,
  appealModifyRequestSchema,
  appealNotificationsSchema,
  appealOthersClosedSchema,
  appealPunishmentSchema,
  appealVerifyRequestSchema,
  appealViewSchema,
  ownAppealSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SIGNED_IN } from "../../plugins/guard";
import * as alerts from "./appeal-alerts.service";
import * as comments from "./appeal-comments.service";
import { ADMINISTRATORS } from "./appeals.access";
import { createAppealNotifier } from "./appeals.notify";
import * as service from "./appeals.service";

/** The administrators group only (the owner passes every check): the lists of every appeal, their mail settings. */
const ADMINISTRATORS_ONLY = { auth: ADMINISTRATORS } as const;

/** Spec §7 appeals: every call needs sign-in; reading and discussing is for the submitter and administrators. */
export const appealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const notifier = createAppealNotifier({
    db,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
    site: async () => {
      const settings = await app.siteSettings.get();
      return { name: settings.site_name, locale: settings.default_locale };
    },
  });
  const linkServerOn = app.config.linkServer !== null;
  const deps = {
    db,
    notifier,
    postingLimits: app.config.postingLimits,
    linkedPlayerOnly: async () => linkServerOn && (await app.siteSettings.get()).appeals_linked_player_only,
  };
  const noStore = { "cache-control": "private, no-store" };

  app.post(
    API_PATHS.appeals.verify,
    { config: SIGNED_IN, schema: { body: appealVerifyRequestSchema, response: { 200: appealPunishmentSchema } } },
    async (request) => service.verifyPunishment(deps, request.user, request.body),
  );

  app.post(
    API_PATHS.appeals.create,
    { config: SIGNED_IN, schema: { body: appealCreateRequestSchema, response: { 201: appealCreatedSchema } } },
    async (request, reply) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "submit_appeal_form");
      return reply.status(201).send(await service.createAppeal(deps, request.user, request.body));
    },
  );

  app.get(
    API_PATHS.appeals.forPunishment,
    { config: SIGNED_IN, schema: { params: appealIdParamsSchema, response: { 200: ownAppealSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.findOwnAppeal(db, request.user, request.params.id);
    },
  );

  app.get(
    API_PATHS.appeals.list,
    { config: SIGNED_IN, schema: { querystring: appealListQuerySchema, response: { 200: appealListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.listAppeals(db, request.user, request.query, "own");
    },
  );

  app.get(
    API_PATHS.appeals.listAdmin,
    {
      config: ADMINISTRATORS_ONLY,
      schema: { querystring: appealListQuerySchema, response: { 200: appealListSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.listAppeals(db, request.user, request.query, "all");
    },
  );

  app.get(
    API_PATHS.appeals.inspect,
    { config: SIGNED_IN, schema: { params: appealIdParamsSchema, response: { 200: appealViewSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.viewAppeal(db, request.user, request.params.id);
    },
  );

  app.post(
    API_PATHS.appeals.modify,
    {
      config: SIGNED_IN,
      schema: {
        params: appealIdParamsSchema,
        body: appealModifyRequestSchema,
        response: { 200: appealModifiedSchema },
      },
    },
    async (request) => service.modifyAppeal(deps, request.user, request.params.id, request.body),
  );

  app.post(
    API_PATHS.appeals.closeOthers,
    { config: SIGNED_IN, schema: { params: appealIdParamsSchema, response: { 200: appealOthersClosedSchema } } },
    async (request) => service.closeOtherAppeals(deps, request.user, request.params.id),
  );

  app.post(
    API_PATHS.appeals.postComment,
    { config: SIGNED_IN, schema: { body: appealCommentPostSchema, response: { 201: appealCommentPostedSchema } } },
    async (request, reply) => reply.status(201).send(await comments.postComment(deps, request.user, request.body)),
  );

  app.delete(
    API_PATHS.appeals.deleteComment,
    { config: SIGNED_IN, schema: { params: appealIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await comments.deleteComment(db, request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    API_PATHS.appeals.notifications,
    { config: ADMINISTRATORS_ONLY, schema: { response: { 200: appealNotificationsSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return alerts.getAlerts(db, request.user.id);
    },
  );

  app.post(
    API_PATHS.appeals.notifications,
    {
      config: ADMINISTRATORS_ONLY,
      schema: { body: appealNotificationsSchema, response: { 200: appealNotificationsSchema } },
    },
    async (request) => alerts.setAlerts(db, request.user.id, request.body.enabled),
  );
};
