import { CSRF_COOKIE, CSRF_COOKIE_HEADER, CSRF_TOKEN_HEADER, csrfTokenSchema } from "@bastion/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config";
import { forbidden } from "../lib/errors";
import { hmac, randomToken, safeEqual } from "../lib/tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Bearer-token APIs carry no cookies, so a forged cross-site request has nothing to ride on. */
const EXEMPT_PREFIXES = ["/api/v1/"];
/** GETs that change state (the spec's logout) are checked like POSTs. */
const STATE_CHANGING_GETS = new Set(["/users/api/logout/"]);

export const CSRF_FAILURE = "CSRF verification failed. Reload the page and try again.";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set on routes that must skip the CSRF check (bearer-token APIs only). */
    csrfExempt?: boolean;
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
    if (!cookie || typeof echoed !== "string" || typeof token !== "string") throw forbidden(CSRF_FAILURE);
    if (!safeEqual(echoed, cookie) || !safeEqual(token, tokenFor(cookie))) throw forbidden(CSRF_FAILURE);
  }

  app.addHook("onRequest", async (request) => {
    if (request.routeOptions.config?.csrfExempt) return;
    const path = request.url.split("?")[0] ?? "";
    if (EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    if (SAFE_METHODS.has(request.method) && !STATE_CHANGING_GETS.has(path)) return;
    check(request);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/get_csrf_token/",
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
