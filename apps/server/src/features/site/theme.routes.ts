import { API_PATHS, accountThemeSchema, messageSchema, msg } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { SIGNED_IN } from "../../plugins/guard";
import { saveAccountTheme } from "./account-theme.service";

/** A signed-in visitor's theme, remembered on the account (issue 30); the browser keeps its own too. */
export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.site.theme,
    {
      config: { ...SIGNED_IN, perAccount: WRITE_LIMITS.theme },
      schema: { body: accountThemeSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await saveAccountTheme(app.database.db, request.user.id, request.body.theme);
      return { message: msg("Theme saved.") };
    },
  );
};
