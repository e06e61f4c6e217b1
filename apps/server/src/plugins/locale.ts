import { type AnyLocale, isAnyLocale, isLocale, LOCALE_COOKIE, type Locale, negotiateLocale } from "@bastion/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The language this request is answered in (issue 31, ADR 033), worked out once per request:
     * the visitor's choice (the bastion_lang cookie, pseudo-locales too), else the signed-in
     * account's, else Accept-Language, else the site's default.
     */
    locale(): Promise<AnyLocale>;
  }
}

/** The headers an answer in the request's language depends on (its Vary). */
export const LOCALE_VARY = ["Accept-Language", "Cookie"] as const;

/** The visitor's choice from the cookie, if it names a language we have. */
export const chosenLocale = (request: FastifyRequest): AnyLocale | undefined => {
  const value = request.cookies?.[LOCALE_COOKIE];
  return isAnyLocale(value) ? value : undefined;
};

/** The request's language without the account's (the router's own errors, before any hook ran). */
export const localeWithoutAccount = (request: FastifyRequest, siteDefault: Locale): AnyLocale =>
  chosenLocale(request) ?? negotiateLocale(request.headers["accept-language"]) ?? siteDefault;

async function resolve(request: FastifyRequest, siteDefault: () => Promise<Locale>): Promise<AnyLocale> {
  const chosen = chosenLocale(request);
  if (chosen) return chosen;
  try {
    const user = await request.currentUser();
    if (user && isLocale(user.locale)) return user.locale;
  } catch (error) {
    // The answer (often an error's) still goes out, in the language the request alone asks for.
    request.log.warn({ err: error }, "account language unknown: the session could not be read");
  }
  const negotiated = negotiateLocale(request.headers["accept-language"]);
  if (negotiated) return negotiated;
  try {
    return await siteDefault();
  } catch {
    return "en";
  }
}

/** `request.locale()`, memoised per request like `currentUser()`. */
async function localePlugin(app: FastifyInstance, opts: { siteDefault: () => Promise<Locale> }) {
  const resolved = new WeakMap<FastifyRequest, Promise<AnyLocale>>();
  app.decorateRequest("locale", function (this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      pending = resolve(this, opts.siteDefault);
      resolved.set(this, pending);
    }
    return pending;
  });
}

export default fp(localePlugin, { name: "locale", dependencies: ["session"] });
