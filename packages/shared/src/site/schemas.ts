import { z } from "zod";
import { siteLogoSchema } from "./assets";
import { siteModulesSchema } from "./settings";

export const botCheckProviderSchema = z.enum(["altcha", "recaptcha", "none"]);
export type BotCheckProvider = z.infer<typeof botCheckProviderSchema>;

/** GET /api/site-config/: the only configuration the browser ever sees. */
export const siteConfigSchema = z.object({
  site_name: z.string(),
  /** The site's short description ("" for none): the home page and link previews. */
  description: z.string(),
  /** The footer's own line ("" for none). */
  footer_text: z.string(),
  /** Who runs the site, for the privacy policy ("" while the owner has not said). */
  operator: z.object({ name: z.string(), contact: z.string() }),
  /** Which switchable parts of the site are on (issue 30). */
  modules: siteModulesSchema,
  server_address: z.string().nullable(),
  discord_url: z.string().nullable(),
  store_url: z.string().nullable(),
  /** The owner's logo (a hashed address and its size), null for the default icon (issue 30). */
  logo: siteLogoSchema.nullable(),
  /** Player heads by uuid: the URL with `{uuid}` in it. */
  avatar_url_template: z.string(),
  bot_check: z.object({
    provider: botCheckProviderSchema,
    site_key: z.string().nullable(),
  }),
  /** Whether the site runs a Minecraft link server (issue 32: LINK_SERVER_PORT). */
  minecraft_link: z.boolean().optional(),
  /** True while no account has the owner group: every page shows the first-run setup banner. */
  needs_setup: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
