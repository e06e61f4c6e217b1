import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../../lib/errors";
import { type ApiScope, authenticateApiKey } from "./api-keys.service";

/**
 * An onRequest hook for bearer-token routes: the key is checked before the body is read or
 * validated, so a caller without a good key learns nothing about the payload's shape.
 */
export const requireApiKey = (scope: ApiScope) => async (request: FastifyRequest, reply: FastifyReply) => {
  try {
    await authenticateApiKey(request.server.database.db, request.headers.authorization, scope, request.ip);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
    throw error;
  }
};
