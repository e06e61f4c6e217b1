import {
  API_PATHS,
  idParamsSchema,
  messageSchema,
  msg,
  rankFormSchema,
  rankListSchema,
  rankOrderSavedSchema,
  rankOrderSchema,
  rankSavedSchema,
  staffListSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { OWNER_ONLY } from "../../plugins/guard";
import { OWNER_DANGER } from "../admin/admin.access";
import * as service from "./ranks.service";

/**
 * Ranks (issue 30, docs/decisions/032): the owner's groups with their badges, order, staff flag and
 * permissions; every write re-confirms (OWNER_DANGER: groups carry permissions). The staff page is public.
 */
export const ranksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const noStore = { "cache-control": "private, no-store" };
  const byId = { params: idParamsSchema };

  app.get(
    API_PATHS.ranks.list,
    { config: OWNER_ONLY, schema: { response: { 200: rankListSchema } } },
    async (_request, reply) => {
      reply.headers(noStore);
      return { ranks: await service.listRanks(db) };
    },
  );

  app.post(
    API_PATHS.ranks.list,
    { config: OWNER_DANGER, schema: { body: rankFormSchema, response: { 201: rankSavedSchema } } },
    async (request, reply) => {
      const rank = await service.createRank(db, request.body, request.user);
      reply.code(201);
      return { message: msgWith("Created the group {name}.", { name: rank.name }), rank };
    },
  );

  // Before /:id/ so "order" is never read as an id.
  app.post(
    API_PATHS.ranks.order,
    { config: OWNER_DANGER, schema: { body: rankOrderSchema, response: { 200: rankOrderSavedSchema } } },
    async (request) => {
      const changed = await service.orderRanks(db, request.body.ids, request.user);
      return {
        message: changed ? msg("Saved the rank order.") : msg("Nothing changed."),
        ranks: await service.listRanks(db),
      };
    },
  );

  app.post(
    API_PATHS.ranks.rank,
    { config: OWNER_DANGER, schema: { ...byId, body: rankFormSchema, response: { 200: rankSavedSchema } } },
    async (request) => {
      const { rank, changed } = await service.updateRank(db, request.params.id, request.body, request.user);
      return {
        message: changed ? msgWith("Saved the group {name}.", { name: rank.name }) : msg("Nothing changed."),
        rank,
      };
    },
  );

  app.delete(
    API_PATHS.ranks.rank,
    { config: OWNER_DANGER, schema: { ...byId, response: { 200: messageSchema } } },
    async (request) => {
      const { name, members } = await service.deleteRank(db, request.params.id, request.user);
      return {
        message: msgWith(
          "Deleted the group {name} ({members, plural, one {# member} other {# members}} removed from it).",
          { name, members },
        ),
      };
    },
  );

  app.get(
    API_PATHS.ranks.staff,
    { config: { httpCache: { scope: "public", maxAge: 10 } }, schema: { response: { 200: staffListSchema } } },
    async () => service.staffList(db),
  );
};
