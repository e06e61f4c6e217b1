import {
  API_PATHS,
  msg,
  type PunishedPlayersQuery,
  type PunishedPlayersResponse,
  punishedPlayersQuerySchema,
  punishmentBatchResultSchema,
  punishmentBatchSchema,
  punishmentDetailSchema,
  punishmentIdParamsSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/database";
import { notFound } from "../../lib/errors";
import { withAndWithoutSlash } from "../../lib/route-path";
import { requireApiKey } from "../api-keys/api-keys.guard";
import { cachedAnswer } from "./punishments.list-cache";
import { punishedPlayersJson } from "./punishments.serializer";
import * as service from "./punishments.service";

/** A full batch of long reasons is about 2.5 MB of JSON. */
const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

/** The public record is the same for everyone: a CDN may keep it a few seconds (plugins/compression.ts). */
const PUBLIC = { scope: "public", maxAge: 5 } as const;

/** A page of the public list as its JSON bytes, shared by identical requests for a moment (docs/decisions/036). */
const listAnswer = (db: Db, query: PunishedPlayersQuery) =>
  cachedAnswer(db, JSON.stringify([query.punishment_type, query.page, query.search_query]), async () =>
    punishedPlayersJson(await service.listPunishedPlayers(db, query)),
  );

/** Each shared first page's answer as read, for as long as its bytes are kept. */
const firstPages = new WeakMap<Buffer, PunishedPlayersResponse>();

/**
 * The list's first page as GET /punished/api/list/?page=1 answers it (the same shared answer): the
 * page the server sends for /punished/ is drawn from it (plugins/spa-skeleton.ts, issue 33).
 */
export async function punishedFirstPage(db: Db): Promise<PunishedPlayersResponse> {
  const { body } = await listAnswer(db, { punishment_type: "All", page: 1, search_query: "" });
  // Read once per shared answer, not once per page view.
  let page = firstPages.get(body);
  if (!page) {
    page = JSON.parse(body.toString()) as PunishedPlayersResponse;
    firstPages.set(body, page);
  }
  return page;
}

export const punishmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // The answer (punishedPlayersResponseSchema) is built as bytes by punishedPlayersJson: the rows go
  // through the shared schema, the page numbers' JSON is cached, and Fastify sends it as is.
  app.get(
    API_PATHS.punishments.list,
    { config: { httpCache: PUBLIC }, schema: { querystring: punishedPlayersQuerySchema } },
    async (request, reply) => {
      // The same for everyone: identical requests within a moment share one answer (docs/decisions/036).
      const { body, etag } = await listAnswer(db, request.query);
      return reply.type("application/json; charset=utf-8").header("etag", etag).send(body);
    },
  );

  app.get(
    API_PATHS.punishments.inspect,
    {
      config: { httpCache: PUBLIC },
      schema: { params: punishmentIdParamsSchema, response: { 200: punishmentDetailSchema } },
    },
    async (request) => {
      const punishment = await service.findPunishment(db, request.params.id);
      if (!punishment) throw notFound(msg("Punishment not found."));
      return punishment;
    },
  );

  // The game server's way in: bearer key with the punishments:write scope, upsert by the source's id.
  for (const url of withAndWithoutSlash(API_PATHS.punishments.send)) {
    app.post(
      url,
      {
        onRequest: requireApiKey("punishments:write"),
        config: { csrf: "exempt" },
        bodyLimit: BATCH_BODY_LIMIT,
        schema: { body: punishmentBatchSchema, response: { 200: punishmentBatchResultSchema } },
      },
      async (request) => {
        const result = await service.savePunishments(db, request.body.punishments);
        return { message: service.describeSave(result), ...result };
      },
    );
  }
};
