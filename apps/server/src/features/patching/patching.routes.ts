import {
  API_PATHS,
  GROUPS,
  patchIdParamsSchema,
  patchSavedResponseSchema,
  patchTargetsResponseSchema,
  targetBodySchema,
  targetIdParamsSchema,
  targetPatchesQuerySchema,
  targetPatchesResponseSchema,
  targetSavedResponseSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { sendFile } from "../../lib/send-file";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { RECONFIRM } from "../../plugins/guard";
import { patchDownloadsRoutes } from "./patch-downloads.routes";
import { patchesApiRoutes } from "./patches-api.routes";
import { publishPatch } from "./patching.publish";
import * as service from "./patching.service";
import { ensurePatchesRoot, patchesRoot, storagePath } from "./patching.storage";

/** The patching group (spec §6; the owner passes). */
const PATCHING = { auth: { group: GROUPS.patching } } as const;
const PATCHING_WRITE = { ...PATCHING, perAccount: WRITE_LIMITS.patching };
/** What every game server downloads and runs: publishing or making a patch current re-confirms (issue 29). */
const PATCHING_DANGER = { ...PATCHING_WRITE, ...RECONFIRM };
const MB = 1024 * 1024;

/**
 * Server Patching (issue 15): the /patching/ page's JSON below /patching/api/, the game servers'
 * API (/api/v1/patches/) and the owner's record of it (/api/downloads/api/).
 */
export const patchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const root = patchesRoot(app.config.dataDir);
  const maxBytes = app.config.PATCH_MAX_MB * MB;
  await ensurePatchesRoot(root);

  app.get(
    API_PATHS.patching.targets,
    { config: PATCHING, schema: { response: { 200: patchTargetsResponseSchema } } },
    async () => ({ targets: await service.listTargets(db), public_url: app.config.publicUrl, max_bytes: maxBytes }),
  );

  app.post(
    API_PATHS.patching.targets,
    { config: PATCHING_WRITE, schema: { body: targetBodySchema, response: { 201: targetSavedResponseSchema } } },
    async (request, reply) => {
      const target = await service.createTarget(db, request.body.name, request.user);
      return reply.status(201).send({ message: msgWith("Target {name} created.", { name: target.name }), target });
    },
  );

  app.post(
    API_PATHS.patching.renameTarget,
    {
      config: PATCHING_WRITE,
      schema: { params: targetIdParamsSchema, body: targetBodySchema, response: { 200: targetSavedResponseSchema } },
    },
    async (request) => {
      const target = await service.renameTarget(db, request.params.id, request.body.name, request.user);
      return { message: msgWith("Target renamed to {name}.", { name: target.name }), target };
    },
  );

  app.get(
    API_PATHS.patching.targetPatches,
    {
      config: PATCHING,
      schema: {
        params: targetIdParamsSchema,
        querystring: targetPatchesQuerySchema,
        response: { 200: targetPatchesResponseSchema },
      },
    },
    async (request) => service.listTargetPatches(db, request.params.id, request.query.page),
  );

  app.post(
    API_PATHS.patching.targetPatches,
    { config: PATCHING_DANGER, schema: { params: targetIdParamsSchema, response: { 201: patchSavedResponseSchema } } },
    async (request, reply) => {
      const { patch, target } = await publishPatch(request, db, {
        root,
        maxBytes,
        targetId: request.params.id,
        actor: request.user,
      });
      const message = patch.is_current
        ? msgWith("Published {version} to {target}. It is now the current patch.", {
            version: patch.version,
            target: target.name,
          })
        : msgWith("Published {version} to {target}.", { version: patch.version, target: target.name });
      return reply.status(201).send({ message, patch });
    },
  );

  app.post(
    API_PATHS.patching.makeCurrent,
    { config: PATCHING_DANGER, schema: { params: patchIdParamsSchema, response: { 200: patchSavedResponseSchema } } },
    async (request) => {
      const { patch, target, changed } = await service.makeCurrent(db, request.params.id, request.user);
      const message = changed
        ? `${patch.version} is now the current patch of ${target.name}.`
        : `${patch.version} is already the current patch of ${target.name}.`;
      return { message, patch };
    },
  );

  app.delete(
    API_PATHS.patching.patch,
    { config: PATCHING_WRITE, schema: { params: patchIdParamsSchema } },
    async (request, reply) => {
      await service.deletePatch(db, root, request.params.id, request.user);
      return reply.status(204).send();
    },
  );

  // Staff download a patch to check it; these downloads are not the API's and are not recorded.
  app.get(
    API_PATHS.patching.patchFile,
    { config: PATCHING, schema: { params: patchIdParamsSchema } },
    async (request, reply) => {
      const patch = await service.requirePatch(db, request.params.id);
      return sendFile(request, reply, storagePath(root, patch.storage_name), {
        name: patch.file_name,
        etag: () => `"${patch.sha256}"`,
      });
    },
  );

  await app.register(patchesApiRoutes, { root });
  await app.register(patchDownloadsRoutes);
};
