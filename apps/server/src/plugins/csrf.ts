import { API_PATHS, CSRF_COOKIE, CSRF_COOKIE_HEADER, CSRF_TOKEN_HEADER, csrfTokenSchema, msg } from "@bastion/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { HttpError } from "../lib/errors";
import { hmac, randomToken, safeEqual } from "../lib/tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CSRF_FAILURE = msg("CSRF verification failed. Reload the page and try again.");
/** A 403 the web app recognises by its code, to fetch a fresh token and try once more. */
const csrfFailed = () => new HttpError(403, CSRF_FAILURE, undefined, undefined, "csrf_failed");

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Unset: unsafe methods are checked, GET/HEAD/OPTIONS are not. `"required"`: checked whatever the
     * method (a GET that changes state, like the spec's logout). `"exempt"`: never checked (bearer-token
     * APIs only: they carry no cookies, so a forged cross-site request has nothing to ride on).
     */
    csrf?: "required" | "exempt";
  }
}

/**
 * Signed double-submit (OWASP): the XSRF-TOKEN cookie holds a random secret that the
 * client echoes in X-XSRF-TOKEN, and X-CSRFToken must be that secret's HMAC under the
 * site's secret from the database (shared by every instance). A cross-site page can
 * neither read the cookie nor compute the HMAC.
 */
async function csrfPlugin(app: FastifyInstance, opts: { config: Config; secret: string }) {
  const cookieOptions = { path: "/", httpOnly: false, sameSite: "lax" as const, secure: opts.config.secureCookies };
  const tokenFor = (cookie: string) => hmac(opts.secret, `csrf:${cookie}`);

  function check(request: FastifyRequest) {
    const cookie = request.cookies[CSRF_COOKIE];
    const echoed = request.headers[CSRF_COOKIE_HEADER];
    const token = request.headers[CSRF_TOKEN_HEADER];
    if (!cookie || typeof echoed !== "string" || typeof token !== "string") throw csrfFailed();
    if (!safeEqual(echoed, cookie) || !safeEqual(token, tokenFor(cookie))) throw csrfFailed();
  }

  // Decided by the route the router matched (its config), never by the raw URL, which can spell the
  // same route in other ways (percent-encoding, case, a doubled slash).
  app.addHook("onRequest", async (request) => {
    const rule = request.routeOptions.config?.csrf;
    if (rule === "exempt") return;
    if (SAFE_METHODS.has(request.method) && rule !== "required") return;
    check(request);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      API_PATHS.session.csrfToken,
      { schema: { response: { 200: csrfTokenSchema } } },
      async (request, reply: FastifyReply) => {
        let cookie = request.cookies[CSRF_COOKIE];
        if (!cookie || cookie.length < 32) {
          cookie = randomToken();
          reply.setCookie(CSRF_COOKIE, cookie, { ...cookieOptions, maxAge: 365 * 24 * 60 * 60 });
        }
        reply.header("cache-control", "no-store");
        return { csrf_token: tokenFor(cookie) };
      },
    );
}

export default fp(csrfPlugin, { name: "csrf", dependencies: ["@fastify/cookie"] });
