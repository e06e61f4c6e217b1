import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { isApiPath } from "@bastion/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { preferredEncoding } from "../lib/accept-encoding";
import { errorBody } from "../lib/errors";

/** How often the shell's file is looked at again, so a rebuild under a running server is picked up. */
const SHELL_RECHECK_MS = 2_000;

/**
 * index.html, kept in memory: it is the answer to every page load, and under load reading it from
 * disk for each one queued behind everything else the server was doing. Re-read when its file changes.
 */
function shellFrom(indexPath: string) {
  let loaded: { body: Buffer; br: Buffer; gzip: Buffer; etag: string; mtimeMs: number } = {
    body: Buffer.alloc(0),
    br: Buffer.alloc(0),
    gzip: Buffer.alloc(0),
    etag: "",
    mtimeMs: -1,
  };
  let checkedAt = 0;
  const load = () => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (mtimeMs !== loaded.mtimeMs) {
        const body = readFileSync(indexPath);
        loaded = {
          body,
          // Compressed once per build, not per page load.
          br: brotliCompressSync(body),
          gzip: gzipSync(body, { level: 9 }),
          etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
          mtimeMs,
        };
      }
    } catch {
      // Gone for a moment (a rebuild): keep serving what we have.
    }
  };
  load();
  return () => {
    if (Date.now() - checkedAt > SHELL_RECHECK_MS) {
      checkedAt = Date.now();
      load();
    }
    return loaded;
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached (but
 * revalidated by its ETag), and index.html for every other GET that is not an API path, so deep
 * links work.
 */
async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexPath = join(opts.distDir, "index.html");
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // One route per built file, found at start: directories and unknown files fall through to index.html.
      wildcard: false,
      // The build writes .br and .gz beside each text asset (vite.config.ts): sent by content negotiation.
      preCompressed: true,
      index: false,
      setHeaders(reply, path) {
        // Vite's assets/ carry a content hash in their names: they never change.
        if (path.startsWith(join(opts.distDir, "assets")))
          reply.header("cache-control", "public, max-age=31536000, immutable");
        else if (path === indexPath) reply.header("cache-control", "no-cache");
        else reply.header("cache-control", "public, max-age=3600");
      },
    });
  } else {
    app.log.warn(`web app not built (${indexPath} missing): run 'npm run build'`);
  }

  const shell = built ? shellFrom(indexPath) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(path);
    if (!wantsPage) return reply.status(404).send(errorBody(404, "Not found."));
    if (!shell) {
      return reply.status(503).type("text/plain").send("The web app is not built yet. Run 'npm run build'.");
    }
    const loaded = shell();
    reply.header("cache-control", "no-cache").header("etag", loaded.etag).header("vary", "Accept-Encoding");
    if (request.headers["if-none-match"] === loaded.etag) return reply.status(304).send();
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply.type("text/html; charset=utf-8").send(encoding ? loaded[encoding] : loaded.body);
  });
}

export default fp(spaPlugin, { name: "spa" });
