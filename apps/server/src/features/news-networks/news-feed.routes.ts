import { API_PATHS, newsFeedParamsSchema, newsFeedQuerySchema } from "@bastion/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBody } from "../../lib/errors";
import { feedAnswer } from "./news-networks.feed";

/** Short: an edit reaches players within a minute, and a revalidation costs a 304 of no body. */
const MAX_AGE_S = 60;

/**
 * Any page may read the feed (the game runs in a browser or a web view on other origins). Set before
 * validation, so a 400, 403 or 404 is readable by the game too. It carries no cookies' authority:
 * the answer is the same with or without a session, and CSRF never applies to a GET.
 */
async function allowAnyOrigin(_request: unknown, reply: FastifyReply) {
  reply.header("access-control-allow-origin", "*");
  reply.header("access-control-expose-headers", "ETag");
}

/** The public feed the game fetches: url_to_copy (README "News networks" has the document's shape). */
export const newsFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.newsNetworks.feed,
    {
      onRequest: allowAnyOrigin,
      // ETag, 304 and the compressed bytes kept: plugins/compression.ts.
      config: { httpCache: { scope: "public", maxAge: MAX_AGE_S } },
      schema: { params: newsFeedParamsSchema, querystring: newsFeedQuerySchema },
    },
    async (request, reply) => {
      const answer = await feedAnswer(
        db,
        (await app.siteSettings.get()).site_name,
        request.params.feed_id,
        request.query,
      );
      if (answer.kind === "refused") {
        return reply
          .status(answer.status)
          .header("cache-control", "no-store")
          .send(errorBody(answer.status, answer.message));
      }
      reply.header("etag", answer.etag);
      // A locked network's document is for its allowed readers: no shared cache keeps it.
      if (answer.locked) reply.header("cache-control", `private, max-age=${MAX_AGE_S}`);
      return reply.type("application/json; charset=utf-8").send(answer.body);
    },
  );

  // A client that adds its own headers (a modder's fetch with If-None-Match) asks first.
  app.options(API_PATHS.newsNetworks.feed, { onRequest: allowAnyOrigin }, async (_request, reply) =>
    reply
      .status(204)
      .header("access-control-allow-methods", "GET, HEAD, OPTIONS")
      .header("access-control-allow-headers", "If-None-Match")
      .header("access-control-max-age", "86400")
      .send(),
  );
};
