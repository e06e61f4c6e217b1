import { API_PATHS, msg, siteSettingsSavedSchema, siteSettingsSchema, siteSettingsViewSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY } from "../../plugins/guard";
import { readSiteSettings, saveSiteSettings } from "../site/site-settings.service";
import { OWNER_DANGER } from "./admin.access";

/** The owner console's "Settings" page (issue 30): the site's name, links, operator and modules. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.admin.settings,
    { config: OWNER_ONLY, schema: { response: { 200: siteSettingsViewSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readSiteSettings(db, app.config);
    },
  );

  app.post(
    API_PATHS.admin.settings,
    { config: OWNER_DANGER, schema: { body: siteSettingsSchema, response: { 200: siteSettingsSavedSchema } } },
    async (request) => {
      const changed = await saveSiteSettings(db, app.config, request.body, request.user);
      // This instance shows the change at once; the others within SETTINGS_MAX_AGE_MS.
      app.siteSettings.forget();
      const message = changed ? msg("Settings saved.") : msg("Nothing changed.");
      return { message, settings: await readSiteSettings(db, app.config) };
    },
  );
};
