import { existsSync } from "node:fs";
import { join } from "node:path";
import { isApiPath } from "@bastion/shared";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and index.html for every other GET that is not an API path, so deep links work.
 */
async function spaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexPath = join(opts.distDir, "index.html");
  const built = existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      // One route per built file, found at start: directories and unknown files fall through to index.html.
      wildcard: false,
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const wantsPage = (request.method === "GET" || request.method === "HEAD") && !isApiPath(path);
    if (!wantsPage) return reply.status(404).send({ message: "Not found." });
    if (!built) {
      return reply.status(503).type("text/plain").send("The web app is not built yet. Run 'npm run build'.");
    }
    reply.header("cache-control", "no-cache");
    return reply.type("text/html").sendFile("index.html", opts.distDir);
  });
}

export default fp(spaPlugin, { name: "spa" });
