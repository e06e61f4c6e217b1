import {
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
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { assertMayAppeal, countAppeal, countComment } from "../../lib/posting-limits";
import { requireAccess, requireUser, signedIn } from "../../plugins/guard";
import * as alerts from "./appeal-alerts.service";
import * as comments from "./appeal-comments.service";
import { ADMINISTRATORS } from "./appeals.access";
import { createAppealNotifier } from "./appeals.notify";
import * as service from "./appeals.service";

const BASE = "/punished/api/appeal";

/** Spec §7 appeals: every call needs sign-in; reading and discussing is for the submitter and administrators. */
export const appealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const notifier = createAppealNotifier({ db, mailer: app.mailer, config: app.config, log: app.log });
  const deps = { db, notifier };
  // Sign-in is checked before the body, so a visitor gets a 401 rather than a validation error.
  const authenticated = { preValidation: signedIn() };
  const noStore = { "cache-control": "private, no-store" };

  app.post(
    `${BASE}/verify/`,
    { ...authenticated, schema: { body: appealVerifyRequestSchema, response: { 200: appealPunishmentSchema } } },
    async (request) => service.verifyPunishment(db, request.body),
  );

  app.post(
    `${BASE}/create/`,
    { ...authenticated, schema: { body: appealCreateRequestSchema, response: { 201: appealCreatedSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "submit_appeal_form");
      await assertMayAppeal(db, user, app.config.postingLimits);
      const created = await service.createAppeal(deps, user, request.body);
      await countAppeal(db, user, app.config.postingLimits);
      return reply.status(201).send(created);
    },
  );

  app.get(
    `${BASE}/list/`,
    { ...authenticated, schema: { querystring: appealListQuerySchema, response: { 200: appealListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.listAppeals(db, await requireUser(request), request.query, "own");
    },
  );

  app.get(
    `${BASE}/list/admin/`,
    { ...authenticated, schema: { querystring: appealListQuerySchema, response: { 200: appealListSchema } } },
    async (request, reply) => {
      const user = await requireAccess(request, ADMINISTRATORS);
      reply.headers(noStore);
      return service.listAppeals(db, user, request.query, "all");
    },
  );

  app.get(
    `${BASE}/inspect/:id/`,
    { ...authenticated, schema: { params: appealIdParamsSchema, response: { 200: appealViewSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.viewAppeal(db, await requireUser(request), request.params.id);
    },
  );

  app.post(
    `${BASE}/inspect/:id/modify/`,
    {
      ...authenticated,
      schema: {
        params: appealIdParamsSchema,
        body: appealModifyRequestSchema,
        response: { 200: appealModifiedSchema },
      },
    },
    async (request) => service.modifyAppeal(deps, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    `${BASE}/inspect/:id/close-others/`,
    { ...authenticated, schema: { params: appealIdParamsSchema, response: { 200: appealOthersClosedSchema } } },
    async (request) => service.closeOtherAppeals(deps, await requireUser(request), request.params.id),
  );

  app.post(
    `${BASE}/inspect/comment/post/`,
    { ...authenticated, schema: { body: appealCommentPostSchema, response: { 201: appealCommentPostedSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      await countComment(db, user, app.config.postingLimits);
      const posted = await comments.postComment(deps, user, request.body);
      return reply.status(201).send(posted);
    },
  );

  app.delete(
    `${BASE}/inspect/comment/delete/:id/`,
    { ...authenticated, schema: { params: appealIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await comments.deleteComment(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}/notifications/`,
    { ...authenticated, schema: { response: { 200: appealNotificationsSchema } } },
    async (request, reply) => {
      const user = await requireAccess(request, ADMINISTRATORS);
      reply.headers(noStore);
      return alerts.getAlerts(db, user.id);
    },
  );

  app.post(
    `${BASE}/notifications/`,
    { ...authenticated, schema: { body: appealNotificationsSchema, response: { 200: appealNotificationsSchema } } },
    async (request) => {
      const user = await requireAccess(request, ADMINISTRATORS);
      return alerts.setAlerts(db, user.id, request.body.enabled);
    },
  );
};
