import { API_PATHS, homeViewSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** The home page's text and blocks for visitors (issue 30): this instance's copy, at most 2 s old. */
export const siteHomeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API_PATHS.site.home, { schema: { response: { 200: homeViewSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.siteHome.get();
  });
};
