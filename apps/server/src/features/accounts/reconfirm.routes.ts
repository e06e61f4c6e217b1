import {
  API_PATHS,
  confirmedUntil,
  RECONFIRMED,
  reconfirmRequestSchema,
  reconfirmResponseSchema,
  reconfirmStateSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SET_UP } from "../../plugins/guard";
import { reconfirm, reconfirmMethods } from "./reconfirm.service";
import type { TwoStepDeps } from "./two-step.service";

/** Confirming it is you before a dangerous action (issue 29, docs/decisions/026); open during set-up. */
export const reconfirmRoutes: FastifyPluginAsyncZod<{ deps: TwoStepDeps }> = async (app, { deps }) => {
  app.get(
    API_PATHS.session.reconfirm,
    { config: SET_UP, schema: { response: { 200: reconfirmStateSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        methods: await reconfirmMethods(deps, request.user.id),
        confirmed_until: confirmedUntil(request.user.confirmedAt),
      };
    },
  );

  app.post(
    API_PATHS.session.reconfirm,
    { config: SET_UP, schema: { body: reconfirmRequestSchema, response: { 200: reconfirmResponseSchema } } },
    async (request) => ({ message: RECONFIRMED, ...(await reconfirm(deps, request.user, request.body)) }),
  );
};
