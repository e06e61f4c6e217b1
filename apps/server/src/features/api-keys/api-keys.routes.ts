import {
  API_PATHS,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  apiKeyRevokedSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { OWNER_ONLY, RECONFIRM } from "../../plugins/guard";
import * as service from "./api-keys.service";

/** A key writes punishments or reads patches for good: creating or revoking one re-confirms (issue 29). */
const OWNER_WRITE = { ...OWNER_ONLY, ...RECONFIRM, perAccount: WRITE_LIMITS.apiKeys };

/**
 * Manage API Keys' JSON (spec §2, issue 14): /api/keys/api/, below the /api/keys/ page. Owner only;
 * the management CLI's create-api-key, list-api-keys and revoke-api-key do the same.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.apiKeys.list,
    { config: OWNER_ONLY, schema: { response: { 200: apiKeyListSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      const [keys, targets] = await Promise.all([service.listApiKeys(db), service.patchTargetChoices(db)]);
      return { keys, patch_targets: targets, public_url: app.config.publicUrl };
    },
  );

  app.post(
    API_PATHS.apiKeys.create,
    { config: OWNER_WRITE, schema: { body: apiKeyCreateSchema, response: { 201: apiKeyCreatedSchema } } },
    async (request, reply) => {
      const created = await service.createApiKey(db, request.body, request.user);
      // The key itself is in this answer only: nothing may keep a copy of it on the way.
      reply.header("cache-control", "no-store");
      return reply.status(201).send({
        message: msgWith("Created the key ''{name}''. Copy it now: it will not be shown again.", {
          name: created.name,
        }),
        key: created.key,
        api_key: created.summary,
      });
    },
  );

  app.post(
    API_PATHS.apiKeys.revoke,
    { config: OWNER_WRITE, schema: { params: apiKeyIdParamsSchema, response: { 200: apiKeyRevokedSchema } } },
    async (request) => {
      const revoked = await service.revokeApiKey(db, { id: request.params.id }, request.user);
      return {
        message: msgWith("Revoked the key ''{name}'': requests with it are refused from now on.", {
          name: revoked.name,
        }),
        api_key: revoked.summary,
      };
    },
  );
};
