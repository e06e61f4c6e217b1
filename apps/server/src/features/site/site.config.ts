import { type SiteAssets, type SiteConfig, type SiteSettings, siteConfigSchema } from "@bastion/shared";
import type { Config } from "../../config";

/** Whitelisted configuration for the browser: nothing secret ever goes here. */
export function siteConfigBody(config: Config, settings: SiteSettings, assets: SiteAssets): SiteConfig {
  return siteConfigSchema.parse({
    site_name: settings.site_name,
    description: settings.description,
    footer_text: settings.footer_text,
    operator: { name: settings.operator_name, contact: settings.operator_contact },
    modules: settings.modules,
    server_address: settings.server_address || null,
    discord_url: settings.discord_url || null,
    store_url: settings.store_url || null,
    logo: assets.logo,
    avatar_url_template: config.AVATAR_URL_TEMPLATE,
    bot_check: {
      provider: config.BOT_CHECK,
      site_key: config.BOT_CHECK === "recaptcha" ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    },
    minecraft_link: config.linkServer !== null,
    // The caller says whether the site still waits for its owner (a database question).
    needs_setup: false,
  });
}
