import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type Encoding, preferredEncoding } from "../lib/accept-encoding";
import { appendVary } from "../lib/vary";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A GET whose answer may be revalidated and whose compressed bytes are kept (docs/decisions/021):
     * `"public"` answers are the same for everyone and a CDN may keep them `maxAge` seconds;
     * `"private"` ones depend on the session (no shared cache keeps them). Both carry an ETag and
     * answer a matching If-None-Match with 304.
     */
    httpCache?: { scope: "public"; maxAge: number } | { scope: "private" };
  }
}

/** Text worth compressing; images, zips and other binaries are already as small as they get. */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript))|^image\/svg\+xml/;

/** Smaller answers gain less than the bytes the encoding costs. */
const THRESHOLD = 1024;
/** Compressed answers kept, by the hash of their bytes. */
const MAX_ENTRIES = 256;
const MAX_BYTES = 32 * 1024 * 1024;

/** A kept answer: its compressed bytes, and whether they were made with the quick setting. */
interface Kept {
  bytes: Buffer;
  quick: boolean;
}

/**
 * Compressed bytes of answers seen before, keyed by their ETag (the SHA-1 of the uncompressed bytes,
 * or the route's own validator) and the encoding: a hot answer (page 1 of a list, the status) is
 * compressed once, not on every request, and a kept entry is only served for the same bytes.
 */
class CompressedCache {
  readonly #entries = new Map<string, Kept>();
  #bytes = 0;

  get(key: string): Kept | undefined {
    const found = this.#entries.get(key);
    if (found) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, value: Kept) {
    const previous = this.#entries.get(key);
    if (previous) this.#bytes -= previous.bytes.length;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    this.#bytes += value.bytes.length;
    while (this.#entries.size > MAX_ENTRIES || this.#bytes > MAX_BYTES) {
      const [oldest, kept] = this.#entries.entries().next().value ?? [];
      if (oldest === undefined || kept === undefined) break;
      this.#entries.delete(oldest);
      this.#bytes -= kept.bytes.length;
    }
  }
}

/**
 * An answer's first compression is quick (brotli 4, gzip 6), so a deep page of the list asked once
 * does not pay for the better ratio; once it is asked again it is hot, and its kept bytes are made
 * again at a better ratio (brotli 6, gzip 9), served from then on (figures in docs/decisions/021).
 */
function compress(body: Buffer, encoding: Encoding, quick: boolean): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quick ? 4 : 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: quick ? 6 : 9 });
}

/** If-None-Match holds this ETag (the weak comparison of RFC 9110 §13.1.2) or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Compression of every text answer over 1 KB (@fastify/compress, brotli preferred), and for the
 * routes that declare `config.httpCache`, ETags with 304s, Cache-Control, and compressed bytes kept.
 * Static assets are compressed at build time and served by @fastify/static (plugins/spa.ts).
 */
async function compressionPlugin(app: FastifyInstance) {
  const cache = new CompressedCache();

  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const policy = request.routeOptions.config?.httpCache;
    if (!policy || request.method !== "GET" || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    // A route may give its own validator, cheaper than hashing a large answer; it must change
    // whenever the bytes do.
    const given = reply.getHeader("etag");
    const etag = typeof given === "string" ? given : `W/"${createHash("sha1").update(body).digest("base64url")}"`;
    reply.header("etag", etag);
    // A route that knows better for this answer (a locked feed is private) has set its own.
    if (!reply.hasHeader("cache-control")) {
      reply.header(
        "cache-control",
        policy.scope === "public" ? `public, max-age=${policy.maxAge}` : "private, no-cache",
      );
    }
    appendVary(reply, "Accept-Encoding");
    if (matchesEtag(request.headers["if-none-match"], etag)) {
      reply.code(304);
      reply.removeHeader("content-type");
      return "";
    }
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    const type = String(reply.getHeader("content-type") ?? "application/json");
    if (!encoding || body.length < THRESHOLD || !COMPRESSIBLE.test(type)) return body;
    const key = `${encoding}:${etag}`;
    let kept = cache.get(key);
    if (!kept || kept.quick) {
      const quick = kept === undefined;
      kept = { bytes: compress(body, encoding, quick), quick };
      cache.set(key, kept);
    }
    reply.header("content-encoding", encoding);
    return kept.bytes;
  });

  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: THRESHOLD,
    customTypes: COMPRESSIBLE,
    // Requests are not decompressed: no route takes compressed bodies, and it would open a zip bomb.
    globalDecompression: false,
  });
}

export default fp(compressionPlugin, { name: "compression" });
