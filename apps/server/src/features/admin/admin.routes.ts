import {
  API_PATHS,
  adminOverviewSchema,
  auditActorsSchema,
  auditLogQuerySchema,
  auditLogSchema,
  contactInboxQuerySchema,
  contactInboxSchema,
  contactReadRequestSchema,
  contactReadSchema,
  groupNamesSchema,
  idParamsSchema,
  messageSchema,
  msg,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY } from "../../plugins/guard";
import { listGroupNames } from "../accounts/accounts.service";
import { listAuditActors, listAuditLog } from "../audit/audit.service";
import * as inbox from "../contact/contact-inbox.service";
import { OWNER_WRITE } from "./admin.access";
import { homeRoutes } from "./home.routes";
import { lookRoutes } from "./look.routes";
import { overview } from "./overview.service";
import { peopleRoutes } from "./people.routes";
import { secondFactorRoutes } from "./second-factor.routes";
import { settingsRoutes } from "./settings.routes";
import { siteAssetsRoutes } from "./site-assets.routes";

/** The owner console's JSON (issue 14): /admin/api/. Owner only; the audit log is read-only here. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const noStore = { "cache-control": "private, no-store" };

  app.get(
    API_PATHS.admin.overview,
    { config: OWNER_ONLY, schema: { response: { 200: adminOverviewSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return overview(app.database, app.config);
    },
  );

  app.get(
    API_PATHS.admin.contactInbox,
    { config: OWNER_ONLY, schema: { querystring: contactInboxQuerySchema, response: { 200: contactInboxSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return inbox.listInbox(db, request.query.page);
    },
  );

  app.post(
    API_PATHS.admin.markMessageRead,
    {
      config: OWNER_WRITE,
      schema: { params: idParamsSchema, body: contactReadRequestSchema, response: { 200: contactReadSchema } },
    },
    async (request) => inbox.markRead(db, request.params.id, request.body.read),
  );

  app.delete(
    API_PATHS.admin.contactMessage,
    { config: OWNER_WRITE, schema: { params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await inbox.deleteMessage(db, request.params.id, request.user);
      return { message: msg("Message deleted.") };
    },
  );

  app.get(
    API_PATHS.admin.audit,
    { config: OWNER_ONLY, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return listAuditLog(db, request.query);
    },
  );

  app.get(
    API_PATHS.admin.auditActors,
    { config: OWNER_ONLY, schema: { response: { 200: auditActorsSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return listAuditActors(db);
    },
  );

  app.get(
    API_PATHS.admin.groups,
    { config: OWNER_ONLY, schema: { response: { 200: groupNamesSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return { groups: await listGroupNames(db) };
    },
  );

  await app.register(peopleRoutes);
  await app.register(secondFactorRoutes);
  await app.register(settingsRoutes);
  await app.register(siteAssetsRoutes);
  await app.register(homeRoutes);
  await app.register(lookRoutes);
};
