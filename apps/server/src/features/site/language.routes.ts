import {
  API_PATHS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  languageChoiceSchema,
  languageChosenSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertAllowed } from "../../lib/rate-limit";
import { tooManyWrites } from "../../lib/write-limits";
import { chooseLanguage } from "./language.service";

/**
 * The language switcher (issue 31): remembered in the browser for everyone (a cookie the server reads
 * on every request), and on the account of a signed-in visitor, so another browser finds it too.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.site.language,
    { schema: { body: languageChoiceSchema, response: { 200: languageChosenSchema } } },
    async (request, reply) => {
      const { locale } = request.body;
      const user = await request.currentUser();
      assertAllowed(await chooseLanguage(app.database.db, locale, { ip: request.ip, user }), tooManyWrites);
      reply.setCookie(LOCALE_COOKIE, locale, {
        path: "/",
        sameSite: "lax",
        maxAge: LOCALE_COOKIE_MAX_AGE_S,
        // Read by the web app's switcher too; it holds nothing secret.
        httpOnly: false,
        secure: app.config.secureCookies,
      });
      return { locale };
    },
  );
};
