import { msg, SERVER_PATHS } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorBody } from "../../lib/errors";
import { webManifest } from "./site.manifest";
import { readAsset } from "./site-assets.files";

/** The logo, the icons and the web app's manifest (issue 30): public, and the same on every instance. */
export const siteAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SERVER_PATHS.siteAsset,
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      // The name is matched against the only names the folder holds before any file is opened.
      const data = await readAsset(app.config.dataDir, request.params.file);
      if (!data) return reply.status(404).send(errorBody(404, msg("Not found.")));
      // A name is its content's hash: what it names never changes.
      return reply
        .type(request.params.file.endsWith(".webp") ? "image/webp" : "image/png")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(data);
    },
  );

  app.get(SERVER_PATHS.manifest, async (_request, reply) => {
    const manifest = webManifest(await app.siteSettings.get(), await app.siteAssets.get(), await app.siteLook.get());
    // Read again on each visit: a new name or logo shows without waiting for a cache.
    return reply.type("application/manifest+json").header("cache-control", "no-cache").send(JSON.stringify(manifest));
  });
};
