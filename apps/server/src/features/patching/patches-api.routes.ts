import {
  API_PATHS,
  apiPath,
  apiTargetParamsSchema,
  currentPatchResponseSchema,
  patchIdParamsSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withAndWithoutSlash } from "../../lib/route-path";
import { sendFile } from "../../lib/send-file";
import { apiKeyOf, assertKeyMayRead, requireApiKey } from "../api-keys/api-keys.guard";
import { downloadRecorder } from "./patch-downloads.service";
import { currentPatchOf, findTargetNamed, requirePatch, requireTarget } from "./patching.service";
import { storagePath } from "./patching.storage";

/** A game server's key needs this scope (packages/shared/src/api-keys/scopes.ts). */
const READ = requireApiKey("patches:read");
/** Key holders ask every few minutes: the answer is theirs alone and always checked again. */
const NO_CACHE = "private, no-cache";

/**
 * The game servers' side (issue 15), with a bearer key: which patch is current for a target, and
 * its file (Content-Length, ETag = its SHA-256 so If-None-Match answers 304, byte ranges). Every
 * file answer is recorded for /api/downloads/, completed or aborted.
 */
export const patchesApiRoutes: FastifyPluginAsyncZod<{ root: string }> = async (app, { root }) => {
  const { db } = app.database;
  const recorder = downloadRecorder(db, app.log);
  app.addHook("onClose", async () => recorder.settled());

  for (const url of withAndWithoutSlash(API_PATHS.patching.current)) {
    app.get(
      url,
      { onRequest: READ, schema: { params: apiTargetParamsSchema, response: { 200: currentPatchResponseSchema } } },
      async (request, reply) => {
        // A key bound to other targets is refused before it learns whether this one exists.
        assertKeyMayRead(apiKeyOf(request), (await findTargetNamed(db, request.params.target))?.id);
        const patch = await currentPatchOf(db, request.params.target);
        reply.header("cache-control", NO_CACHE);
        return {
          version: patch.version,
          file_name: patch.file_name,
          size: Number(patch.size),
          sha256: patch.sha256,
          notes: patch.notes,
          published_at: patch.published_at,
          download_url: `${app.config.publicUrl}${apiPath(API_PATHS.patching.file, { id: patch.id })}`,
        };
      },
    );
  }

  for (const url of withAndWithoutSlash(API_PATHS.patching.file)) {
    app.get(url, { onRequest: READ, schema: { params: patchIdParamsSchema } }, async (request, reply) => {
      const patch = await requirePatch(db, request.params.id);
      const key = apiKeyOf(request);
      assertKeyMayRead(key, patch.target_id);
      const target = await requireTarget(db, patch.target_id);
      return sendFile(request, reply, storagePath(root, patch.storage_name), {
        name: patch.file_name,
        etag: () => `"${patch.sha256}"`,
        observe: (body, info) => recorder.track(reply.raw, body, info, { key, patch, target, ip: request.ip }),
      });
    });
  }
};
