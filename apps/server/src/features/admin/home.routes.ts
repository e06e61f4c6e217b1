import { API_PATHS, homeSettingsSavedSchema, homeSettingsSchema, homeSettingsViewSchema, msg } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY } from "../../plugins/guard";
import { homeEditorView, readHome, saveHome } from "../site/site-home.service";
import { OWNER_WRITE } from "./admin.access";

/**
 * The console's "Home page" tab (issue 30). Saving is an ordinary owner write (OWNER_WRITE, not
 * re-confirmed): text and blocks, undone as easily as made, unlike the settings' name and modules.
 */
export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.admin.home,
    { config: OWNER_ONLY, schema: { response: { 200: homeSettingsViewSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return homeEditorView(db);
    },
  );

  app.post(
    API_PATHS.admin.home,
    { config: OWNER_WRITE, schema: { body: homeSettingsSchema, response: { 200: homeSettingsSavedSchema } } },
    async (request) => {
      const changed = await saveHome(db, request.body, request.user);
      // This instance shows the change at once; the others within SETTINGS_MAX_AGE_MS.
      app.siteHome.forget();
      return { message: changed ? msg("Home page saved.") : msg("Nothing changed."), settings: await readHome(db) };
    },
  );
};
