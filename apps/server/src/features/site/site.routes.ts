import { siteConfigSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { needsSetup } from "../accounts/setup.service";

/** Whitelisted configuration for the browser: nothing secret ever goes here. */
export const siteRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = siteConfigSchema.parse({
    site_name: config.SITE_NAME,
    server_address: config.MINECRAFT_SERVER ?? null,
    discord_url: config.DISCORD_URL ?? null,
    store_url: config.STORE_URL ?? null,
    avatar_url_template: config.AVATAR_URL_TEMPLATE,
    bot_check: {
      provider: config.BOT_CHECK,
      site_key: config.BOT_CHECK === "recaptcha" ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    },
    needs_setup: false,
  });
  app.get("/api/site-config/", { schema: { response: { 200: siteConfigSchema } } }, async () => ({
    ...body,
    needs_setup: await needsSetup(app.database.db),
  }));
};
