import {
  API_PATHS,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  languageChoiceSchema,
  languageChosenSchema,
  negotiateLocale,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertAllowed } from "../../lib/rate-limit";
import { tooManyWrites } from "../../lib/write-limits";
import { chooseLanguage } from "./language.service";

/**
 * The language switcher (issue 31): remembered in the browser for everyone (a cookie the server reads
 * on every request), and on the account of a signed-in visitor, so another browser finds it too.
 * `locale: null` forgets both: the answer is the language that applies then.
 */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.site.language,
    { schema: { body: languageChoiceSchema, response: { 200: languageChosenSchema } } },
    async (request, reply) => {
      const { locale } = request.body;
      const user = await request.currentUser();
      assertAllowed(await chooseLanguage(app.database.db, locale, { ip: request.ip, user }), tooManyWrites);
      // Read by the web app's switcher too; it holds nothing secret.
      const cookie = { path: "/", sameSite: "lax", httpOnly: false, secure: app.config.secureCookies } as const;
      if (locale === null) {
        // No choice: the browser's language, else the site's default, apply again (the answer says which).
        reply.clearCookie(LOCALE_COOKIE, cookie);
        const siteDefault = (await app.siteSettings.get()).default_locale;
        return { locale: negotiateLocale(request.headers["accept-language"]) ?? siteDefault };
      }
      reply.setCookie(LOCALE_COOKIE, locale, { ...cookie, maxAge: LOCALE_COOKIE_MAX_AGE_S });
      return { locale };
    },
  );
};
