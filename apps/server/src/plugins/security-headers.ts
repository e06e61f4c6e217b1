import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { THEME_SCRIPT_CSP_HASH } from "../lib/theme-script";

/** The Content-Security-Policy: only what the app needs, and no inline script but the theme's (by its hash). */
export function contentSecurityPolicy(config: Pick<Config, "BOT_CHECK">): string {
  const recaptcha = config.BOT_CHECK === "recaptcha";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      THEME_SCRIPT_CSP_HASH,
      ...(recaptcha ? ["https://www.google.com", "https://www.gstatic.com"] : []),
    ],
    // React and Bootstrap set style attributes; no inline script is allowed anywhere.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Avatars come from a third-party service by uuid and announcements may embed images by URL.
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    // The proof-of-work bot check runs in a worker.
    "worker-src": ["'self'", "blob:"],
    "frame-src": recaptcha ? ["https://www.google.com"] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

async function securityHeaders(app: FastifyInstance, opts: { config: Config }) {
  const csp = contentSecurityPolicy(opts.config);
  app.addHook("onSend", async (request, reply) => {
    reply.header("content-security-policy", csp);
    reply.header("x-content-type-options", "nosniff");
    reply.header("x-frame-options", "DENY");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("cross-origin-opener-policy", "same-origin");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(), payment=()");
    reply.header("x-request-id", request.id);
    if (opts.config.secureCookies) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
  });
}

export default fp(securityHeaders, { name: "security-headers" });
