import { API_PATHS, lookSavedSchema, lookSchema, lookViewSchema, msg } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY } from "../../plugins/guard";
import { readLook, saveLook } from "../site/site-look.service";
import { OWNER_DANGER } from "./admin.access";

/** The owner console's "Look" page (issue 30): the accent colours and the site's default theme. */
export const lookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.admin.look,
    { config: OWNER_ONLY, schema: { response: { 200: lookViewSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readLook(db);
    },
  );

  // The schema refuses a palette under WCAG AA (docs/decisions/029), with the failing pair and its ratio.
  app.post(
    API_PATHS.admin.look,
    { config: OWNER_DANGER, schema: { body: lookSchema, response: { 200: lookSavedSchema } } },
    async (request) => {
      const changed = await saveLook(db, request.body, request.user);
      // This instance's pages show it at once; the others' within SETTINGS_MAX_AGE_MS.
      app.siteLook.forget();
      return { message: changed ? msg("Look saved.") : msg("Nothing changed."), look: await readLook(db) };
    },
  );
};
