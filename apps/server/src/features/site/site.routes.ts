import { API_PATHS, SERVER_PATHS, siteConfigSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { needsSetup } from "../accounts/setup.service";
import { siteConfigBody } from "./site.config";
import { robotsTxt, sitemapXml } from "./site.seo";
import { siteAssetsRoutes } from "./site-assets.routes";
import { siteHomeRoutes } from "./site-home.routes";

/** The browser's configuration, and what search engines read: robots.txt and the sitemap. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(API_PATHS.site.config, { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    ...siteConfigBody(config, await app.siteSettings.get(), await app.siteAssets.get()),
    needs_setup: await needsSetup(app.database.db),
  }));

  await app.register(siteAssetsRoutes);
  await app.register(siteHomeRoutes);

  const robots = robotsTxt(config.publicUrl);
  app.get(SERVER_PATHS.robots, { config: { httpCache: { scope: "public", maxAge: 3600 } } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robots),
  );

  app.get(SERVER_PATHS.sitemap, { config: { httpCache: { scope: "public", maxAge: 300 } } }, async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(await sitemapXml(app.database.db, config.publicUrl)),
  );
};
