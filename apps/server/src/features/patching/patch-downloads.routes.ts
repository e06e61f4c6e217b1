import {
  API_PATHS,
  patchDownloadsQuerySchema,
  patchDownloadsResponseSchema,
  patchDownloadTotalsResponseSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY } from "../../plugins/guard";
import * as service from "./patch-downloads.service";

/**
 * API Downloads (spec §2, issue 15): the owner's record of every patch file the API served, below
 * the /api/downloads/ page. A revoked key's downloads stay listed.
 */
export const patchDownloadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.patching.downloads,
    {
      config: OWNER_ONLY,
      schema: { querystring: patchDownloadsQuerySchema, response: { 200: patchDownloadsResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.listDownloads(db, request.query);
    },
  );

  app.get(
    API_PATHS.patching.downloadTotals,
    { config: OWNER_ONLY, schema: { response: { 200: patchDownloadTotalsResponseSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return service.downloadTotals(db);
    },
  );
};
