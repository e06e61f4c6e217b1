import {
  API_PATHS,
  newsHomeSchema,
  newsNetworkDetailSchema,
  newsNetworkFormSchema,
  newsNetworkIdParamsSchema,
  newsNetworkSavedSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { SIGNED_IN } from "../../plugins/guard";
import { newsFeedRoutes } from "./news-feed.routes";
import * as service from "./news-networks.service";

const SIGNED_IN_WRITE = { ...SIGNED_IN, perAccount: WRITE_LIMITS.newsNetworks };

/**
 * Spec §7 News networks. Every call needs sign-in; only a network's owner reads, edits or deletes it
 * (anyone else gets a 404), and the owner group may inspect any. The public feed is news-feed.routes.ts.
 */
export const newsNetworksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.newsNetworks.home,
    { config: SIGNED_IN, schema: { response: { 200: newsHomeSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-cache");
      return service.home(db, request.user);
    },
  );

  app.get(
    API_PATHS.newsNetworks.inspect,
    { config: SIGNED_IN, schema: { params: newsNetworkIdParamsSchema, response: { 200: newsNetworkDetailSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "private, no-cache");
      return service.inspect(db, app.config.publicUrl, request.params.id, request.user);
    },
  );

  app.post(
    API_PATHS.newsNetworks.create,
    { config: SIGNED_IN_WRITE, schema: { body: newsNetworkFormSchema, response: { 201: newsNetworkSavedSchema } } },
    async (request, reply) => {
      const id = await service.create(db, request.user, request.body);
      return reply.status(201).send({ news_id: id });
    },
  );

  app.post(
    API_PATHS.newsNetworks.edit,
    {
      config: SIGNED_IN_WRITE,
      schema: {
        params: newsNetworkIdParamsSchema,
        body: newsNetworkFormSchema,
        response: { 200: newsNetworkSavedSchema },
      },
    },
    async (request) => {
      await service.edit(db, request.params.id, request.user, request.body);
      return { news_id: request.params.id };
    },
  );

  app.delete(
    API_PATHS.newsNetworks.delete,
    { config: SIGNED_IN_WRITE, schema: { params: newsNetworkIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.remove(db, request.params.id, request.user);
      return reply.status(204).send(null);
    },
  );

  await app.register(newsFeedRoutes);
};
