import type { FastifyRequest } from "fastify";

/**
 * Query parameters whose values are secrets: e-mailed links carry `token`, API clients may send
 * others, and a locked news feed is opened by its `server` id (a shared secret) or a player's name `un`.
 */
const SECRET_PARAMS =
  /^(token|pin|password\d?|new_password\d|current_password|secret|key|api_key|code|signature|server|un)$/i;

/**
 * The URL with every secret query value replaced by `[redacted]`, for logs. The path is kept as it
 * is: no route puts a secret in its path.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll("+", " "));
      } catch {
        // A malformed name is logged as it is; it is not one of ours.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
