import {
  API_PATHS,
  messageSchema,
  ownSessionParamsSchema,
  ownSessionsResponseSchema,
  SESSION_ENDED,
  sessionsEndedSchema,
  signedOutElsewhere,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { SET_UP, SIGNED_IN } from "../../plugins/guard";
import { endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions.service";

const SIGNED_IN_WRITE = { ...SIGNED_IN, perAccount: WRITE_LIMITS.ownSessions } as const;

/** The account's own sessions (issue 29): the list, and signing other browsers out. */
export const ownSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    API_PATHS.session.mine,
    { config: SET_UP, schema: { response: { 200: ownSessionsResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { sessions: await listOwnSessions(db, request.user) };
    },
  );

  app.post(
    API_PATHS.session.endOthers,
    { config: SIGNED_IN_WRITE, schema: { response: { 200: sessionsEndedSchema } } },
    async (request) => {
      const ended = await endOtherSessions(db, request.user);
      return { message: signedOutElsewhere(ended), ended };
    },
  );

  app.post(
    API_PATHS.session.end,
    { config: SIGNED_IN_WRITE, schema: { params: ownSessionParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await endOwnSession(db, request.user, request.params.id);
      return { message: SESSION_ENDED };
    },
  );
};
