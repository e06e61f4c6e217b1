import {
  API_PATHS,
  msg,
  secondFactorPolicyRequestSchema,
  secondFactorPolicySavedSchema,
  secondFactorPolicySchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OWNER_ONLY } from "../../plugins/guard";
import { secondFactorPolicy, setSecondFactorPolicy } from "../accounts/second-factor-policy.service";
import { OWNER_DANGER } from "./admin.access";

/** The owner console's "Second factor" section (issue 29): which groups must have one. */
export const secondFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.admin.secondFactorPolicy,
    { config: OWNER_ONLY, schema: { response: { 200: secondFactorPolicySchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return secondFactorPolicy(db);
    },
  );

  app.post(
    API_PATHS.admin.secondFactorPolicy,
    {
      config: OWNER_DANGER,
      schema: { body: secondFactorPolicyRequestSchema, response: { 200: secondFactorPolicySavedSchema } },
    },
    async (request) => {
      const changed = await setSecondFactorPolicy(db, request.body.groups, request.user);
      const message = changed ? msg("Saved the groups that must have a second factor.") : msg("Nothing changed.");
      return { message, policy: await secondFactorPolicy(db) };
    },
  );
};
