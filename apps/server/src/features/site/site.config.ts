import { type SiteConfig, siteConfigSchema } from "@bastion/shared";
import type { Config } from "../../config";

/** Whitelisted configuration for the browser: nothing secret ever goes here. */
export function siteConfigBody(config: Config): SiteConfig {
  return siteConfigSchema.parse({
    site_name: config.SITE_NAME,
    server_address: config.MINECRAFT_SERVER ?? null,
    discord_url: config.DISCORD_URL ?? null,
    store_url: config.STORE_URL ?? null,
    avatar_url_template: config.AVATAR_URL_TEMPLATE,
    bot_check: {
      provider: config.BOT_CHECK,
      site_key: config.BOT_CHECK === "recaptcha" ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    },
    // The caller says whether the site still waits for its owner (a database question).
    needs_setup: false,
  });
}
