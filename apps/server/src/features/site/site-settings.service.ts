import {
  ALL_MODULES_ON,
  DEFAULT_LOCALE,
  type Locale,
  SITE_MODULES,
  type SiteSettings,
  siteSettingsSchema,
} from "@bastion/shared";
import type { Config } from "../../config";
import type { Db } from "../../db/database";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./site-settings.repository";

type EnvSettings = Pick<Config, "SITE_NAME" | "MINECRAFT_SERVER" | "DISCORD_URL" | "STORE_URL">;

/** A new site's settings: the environment's values (docs/decisions/028), every module on. */
export function settingsFromEnv(config: EnvSettings): SiteSettings {
  return {
    site_name: config.SITE_NAME,
    description: "",
    server_address: config.MINECRAFT_SERVER ?? "",
    discord_url: config.DISCORD_URL ?? "",
    store_url: config.STORE_URL ?? "",
    footer_text: "",
    operator_name: "",
    operator_contact: "",
    modules: { ...ALL_MODULES_ON },
    default_locale: DEFAULT_LOCALE,
    appeals_linked_player_only: true,
  };
}

/**
 * The site's settings as stored, once the owner saved them; the environment's until then. A field
 * the stored object lacks (added by a later version) takes the environment's value; a stored object
 * that no longer passes the schema is ignored rather than breaking every page.
 */
export async function readSiteSettings(db: Db, config: EnvSettings): Promise<SiteSettings> {
  const defaults = settingsFromEnv(config);
  const stored = await repo.storedSiteSettings(db);
  if (!stored) return defaults;
  const modules = typeof stored.modules === "object" ? stored.modules : {};
  const parsed = siteSettingsSchema.safeParse({ ...defaults, ...stored, modules: { ...defaults.modules, ...modules } });
  return parsed.success ? parsed.data : defaults;
}

/** The fields that differ, each side holding only those (modules by name). */
function changes(before: SiteSettings, after: SiteSettings) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof SiteSettings)[]) {
    if (key === "modules") continue;
    if (before[key] !== after[key]) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  const moduleChanges = SITE_MODULES.filter((name) => before.modules[name] !== after.modules[name]);
  if (moduleChanges.length > 0) {
    was.modules = Object.fromEntries(moduleChanges.map((name) => [name, before.modules[name]]));
    now.modules = Object.fromEntries(moduleChanges.map((name) => [name, after.modules[name]]));
  }
  return { was, now, changed: Object.keys(now).length > 0 };
}

/** Saves the whole settings, audited `site.settings` with what changed. Answers whether anything did. */
export async function saveSiteSettings(
  db: Db,
  config: EnvSettings,
  next: SiteSettings,
  actor: AuditActor,
): Promise<boolean> {
  const before = await readSiteSettings(db, config);
  const { was, now, changed } = changes(before, next);
  if (!changed) return false;
  await db.transaction().execute(async (trx) => {
    await repo.saveSiteSettings(trx, next);
    await recordAudit(trx, {
      actor,
      action: "site.settings",
      target: { type: "setting", id: "site_settings", label: "Site settings" },
      before: was,
      after: now,
    });
  });
  return true;
}

/**
 * The config with the site's name as the owner set it now, and its default language (the language
 * of an e-mail to someone who chose none): what e-mails are written with.
 */
export async function withSiteName<T extends { SITE_NAME: string }>(
  config: T,
  settings: { get(): Promise<SiteSettings> },
): Promise<T & { SITE_LOCALE: Locale }> {
  const current = await settings.get();
  return { ...config, SITE_NAME: current.site_name, SITE_LOCALE: current.default_locale };
}
