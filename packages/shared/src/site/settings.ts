import { z } from "zod";
import { msg } from "../i18n/messages";
import { localeSchema } from "../i18n/schemas";
import { writtenText } from "../text-schema";

/** The parts of the site an owner can switch off (issue 30); a switched-off module's data is kept. */
export const SITE_MODULES = ["mycolony2", "downloads", "appeals", "announcement_comments"] as const;
export type SiteModule = (typeof SITE_MODULES)[number];

/** The words the console and the audit log show for each module. */
export const SITE_MODULE_LABELS: Record<SiteModule, string> = {
  mycolony2: "My Colony 2 (news networks)",
  downloads: "Downloads",
  appeals: "Appeals",
  announcement_comments: "Announcement comments",
};

export const SITE_SETTINGS_LIMITS = {
  siteName: 60,
  description: 200,
  serverAddress: 255,
  link: 300,
  footerText: 300,
  operatorName: 100,
  operatorContact: 300,
} as const;

/** One line of text; `tooLong` names the field in a whole sentence (issue 31). */
const line = (max: number, tooLong: string) => writtenText().pipe(z.string().max(max, tooLong));

/** A link shown to visitors: http(s) only, or "" for none. */
const link = (words: { tooLong: string; notHttp: string }) =>
  writtenText().pipe(
    z
      .string()
      .max(SITE_SETTINGS_LIMITS.link, words.tooLong)
      .refine((value) => value === "" || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
        error: words.notHttp,
      }),
  );

export const siteModulesSchema = z.object({
  mycolony2: z.boolean(),
  downloads: z.boolean(),
  appeals: z.boolean(),
  announcement_comments: z.boolean(),
});
export type SiteModules = z.infer<typeof siteModulesSchema>;

/** The site's own settings (issue 30), edited in the owner console; "" means none. */
export const siteSettingsSchema = z.object({
  site_name: writtenText({ error: msg("Site name is required.") }).pipe(
    z
      .string()
      .min(1, msg("Site name is required."))
      .max(
        SITE_SETTINGS_LIMITS.siteName,
        msg("Site name must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.siteName }),
      ),
  ),
  description: line(
    SITE_SETTINGS_LIMITS.description,
    msg("Description must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.description }),
  ),
  server_address: writtenText().pipe(
    z
      .string()
      .max(SITE_SETTINGS_LIMITS.serverAddress, msg("Server address is too long."))
      .regex(/^([A-Za-z0-9.-]+(:\d{1,5})?)?$/, msg("Server address must be a host name, optionally with :port.")),
  ),
  discord_url: link({
    tooLong: msg("Discord link must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.link }),
    notHttp: msg("Discord link must start with https:// or http://."),
  }),
  store_url: link({
    tooLong: msg("Store link must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.link }),
    notHttp: msg("Store link must start with https:// or http://."),
  }),
  footer_text: writtenText({ multiline: true }).pipe(
    z
      .string()
      .max(
        SITE_SETTINGS_LIMITS.footerText,
        msg("Footer text must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.footerText }),
      ),
  ),
  operator_name: line(
    SITE_SETTINGS_LIMITS.operatorName,
    msg("Operator's name must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.operatorName }),
  ),
  operator_contact: line(
    SITE_SETTINGS_LIMITS.operatorContact,
    msg("Operator's contact must be at most {max} characters.", { max: SITE_SETTINGS_LIMITS.operatorContact }),
  ),
  modules: siteModulesSchema,
  /** The language of a visitor who chose none and whose browser asks for none we ship (issue 31). */
  default_locale: localeSchema.default("en"),
  /**
   * Only the account linked to a punishment's Minecraft account may appeal it (issue 32). Takes
   * effect only while the site runs a link server.
   */
  appeals_linked_player_only: z.boolean().default(true),
});
export type SiteSettingsForm = z.input<typeof siteSettingsSchema>;

/** GET /admin/api/settings/: the settings as stored (the request's checks are not repeated on the way out). */
export const siteSettingsViewSchema = z.object({
  site_name: z.string(),
  description: z.string(),
  server_address: z.string(),
  discord_url: z.string(),
  store_url: z.string(),
  footer_text: z.string(),
  operator_name: z.string(),
  operator_contact: z.string(),
  modules: siteModulesSchema,
  default_locale: localeSchema,
  appeals_linked_player_only: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettingsViewSchema>;

/** POST /admin/api/settings/ answers this. */
export const siteSettingsSavedSchema = z.object({
  message: z.string(),
  settings: siteSettingsViewSchema,
});
export type SiteSettingsSaved = z.infer<typeof siteSettingsSavedSchema>;

/** Every module on: a new site, and any module a stored row does not name. */
export const ALL_MODULES_ON: SiteModules = {
  mycolony2: true,
  downloads: true,
  appeals: true,
  announcement_comments: true,
};
