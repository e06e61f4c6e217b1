import {
  API_PATHS,
  idParamsSchema,
  messageSchema,
  msg,
  pageDetailSchema,
  pageFormSchema,
  pageListQuerySchema,
  pageListSchema,
  pageRevisionListSchema,
  pageRevisionParamsSchema,
  pageRevisionSchema,
  pageSavedSchema,
  pageSlugParamsSchema,
  pageViewSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { OWNER_ONLY } from "../../plugins/guard";
import * as service from "./pages.service";

/** The owner's changes to pages: a generous allowance per account, as the rest of the console (issue 26.12). */
const PAGE_WRITE = { ...OWNER_ONLY, perAccount: WRITE_LIMITS.ownerConsole };

/**
 * Custom pages (issue 30, docs/decisions/027): anyone reads a published page their visibility lets
 * in; the owner writes them in the console. Every other caller of the console's routes gets 401/403
 * from the guard before the body is read.
 */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const noStore = { "cache-control": "private, no-store" };
  const byId = { params: idParamsSchema };

  app.get(
    API_PATHS.pages.view,
    {
      // Who asks decides the answer (a restricted page), so no shared cache keeps it.
      config: { httpCache: { scope: "private" } },
      schema: { params: pageSlugParamsSchema, response: { 200: pageViewSchema } },
    },
    async (request) => service.readPage(db, request.params.slug, await request.currentUser()),
  );

  app.get(
    API_PATHS.pages.list,
    { config: OWNER_ONLY, schema: { querystring: pageListQuerySchema, response: { 200: pageListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.listPages(db, request.query.page);
    },
  );

  app.post(
    API_PATHS.pages.list,
    { config: PAGE_WRITE, schema: { body: pageFormSchema, response: { 201: pageSavedSchema } } },
    async (request, reply) => {
      const page = await service.createPage(db, request.user, request.body);
      const state = page.published ? "published" : "saved as a draft";
      return reply.status(201).send({ message: `“${page.title}” is ${state}.`, page });
    },
  );

  app.get(
    API_PATHS.pages.page,
    { config: OWNER_ONLY, schema: { ...byId, response: { 200: pageDetailSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.pageDetail(db, request.params.id);
    },
  );

  app.post(
    API_PATHS.pages.page,
    { config: PAGE_WRITE, schema: { ...byId, body: pageFormSchema, response: { 200: pageSavedSchema } } },
    async (request) => {
      const changed = await service.updatePage(db, request.params.id, request.user, request.body);
      const page = await service.pageDetail(db, request.params.id);
      return { message: changed ? msgWith("Saved “{title}”.", { title: page.title }) : msg("Nothing changed."), page };
    },
  );

  app.delete(
    API_PATHS.pages.page,
    { config: PAGE_WRITE, schema: { ...byId, response: { 200: messageSchema } } },
    async (request) => {
      const page = await service.deletePage(db, request.params.id, request.user);
      return { message: msgWith("Deleted “{title}”.", { title: page.title }) };
    },
  );

  app.get(
    API_PATHS.pages.revisions,
    {
      config: OWNER_ONLY,
      schema: { ...byId, querystring: pageListQuerySchema, response: { 200: pageRevisionListSchema } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return service.listRevisions(db, request.params.id, request.query.page);
    },
  );

  app.get(
    API_PATHS.pages.revision,
    { config: OWNER_ONLY, schema: { params: pageRevisionParamsSchema, response: { 200: pageRevisionSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return service.revisionDetail(db, request.params.id, request.params.revision);
    },
  );

  app.post(
    API_PATHS.pages.restore,
    { config: PAGE_WRITE, schema: { params: pageRevisionParamsSchema, response: { 200: pageSavedSchema } } },
    async (request) => {
      const { id, revision } = request.params;
      await service.restoreRevision(db, id, revision, request.user);
      const page = await service.pageDetail(db, id);
      return {
        message: msgWith("Restored revision {revision}, kept as a new revision of “{title}”.", {
          revision,
          title: page.title,
        }),
        page,
      };
    },
  );
};
