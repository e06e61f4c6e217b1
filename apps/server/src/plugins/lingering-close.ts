import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

// An answer can come before its request's body has arrived: a refused upload (a bad folder, a
// size over the limit, a name taken), or a refusal before the body is read at all (401, 403, a
// CSRF failure, a rate limit). Closing the connection then, with the client still sending, resets
// it: a client that sends its whole body before it reads (many HTTP libraries, proxies) sees EPIPE
// or "connection reset" instead of the answer. So, as web servers do with a lingering close, the
// rest of the body is read and dropped, up to a bound, before the connection may close. One
// mechanism for every route: nothing per route.

export interface LingerLimits {
  /** The most of a refused body read after the answer is decided. */
  bytes: number;
  /** The longest it is read for. */
  ms: number;
}

export const LINGER: LingerLimits = { bytes: 4 * 1024 * 1024, ms: 5000 };

/**
 * Reads and drops what is left of a request body (a parser that stopped reading it is let go):
 * true once it has all arrived, false when a bound was reached first or the client went away.
 */
export function drainBody(request: IncomingMessage, limits: LingerLimits): Promise<boolean> {
  return new Promise((resolve) => {
    let drained = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      request.off("data", count).off("end", ended).off("close", closed);
      resolve(whole);
    };
    const count = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > limits.bytes) done(false);
    };
    const ended = () => done(true);
    const closed = () => done(request.complete);
    const timer = setTimeout(() => done(false), limits.ms);
    request.on("data", count).once("end", ended).once("close", closed);
    request.unpipe();
    request.resume();
  });
}

/** Closes the connection once the answer has left: its end first, then the socket. */
function closeAfterAnswer(response: ServerResponse, request: IncomingMessage) {
  const close = () => request.socket.destroySoon();
  if (response.writableFinished) close();
  else response.once("finish", close);
}

async function lingeringClose(app: FastifyInstance, options: { limits?: LingerLimits }) {
  const limits = options.limits ?? LINGER;
  app.addHook("onSend", async (request, reply) => {
    const { raw } = request;
    // false only on a real connection whose body is still arriving (inject() has no such flag).
    if (raw.complete !== false || raw.destroyed) return;
    if (!reply.raw.shouldKeepAlive) {
      // The client asked to close after this answer (Connection: close, HTTP/1.0), and Node closes
      // as soon as the answer has left: so the answer waits for the rest of the body, within the bounds.
      await drainBody(raw, limits);
      return;
    }
    // The answer goes now; the connection stays open while the rest of the body is read, and
    // serves the next request if it all came within the bounds. ("Connection: close", which
    // Fastify sets on a body over its limit, would make Node close at once.)
    reply.removeHeader("connection");
    void drainBody(raw, limits).then((whole) => {
      if (!whole) closeAfterAnswer(reply.raw, raw);
    });
  });
}

/** Refusals that come before the body has arrived reach the client (see above). */
export default fp(lingeringClose, { name: "lingering-close" });
