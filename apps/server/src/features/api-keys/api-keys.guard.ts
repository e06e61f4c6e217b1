import { msg } from "@bastion/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { forbidden, HttpError, unauthorized } from "../../lib/errors";
import { type ApiScope, authenticateApiKey, INVALID_KEY } from "./api-keys.service";

/** The key a request was let in with. */
export interface ApiKeyUse {
  id: number;
  name: string;
  /** The patch targets it may read; empty: every target. */
  targetIds: number[];
}

const used = new WeakMap<FastifyRequest, ApiKeyUse>();

/**
 * An onRequest hook for bearer-token routes: the key is checked before the body is read or
 * validated, so a caller without a good key learns nothing about the payload's shape.
 */
export const requireApiKey = (scope: ApiScope) => async (request: FastifyRequest, reply: FastifyReply) => {
  try {
    used.set(
      request,
      await authenticateApiKey(request.server.database.db, request.headers.authorization, scope, request.ip),
    );
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) reply.header("www-authenticate", 'Bearer realm="api"');
    throw error;
  }
};

/** The key of a request to a route guarded by requireApiKey (e.g. to record what it fetched). */
export function apiKeyOf(request: FastifyRequest): ApiKeyUse {
  const key = used.get(request);
  if (!key) throw unauthorized(INVALID_KEY);
  return key;
}

export const OTHER_TARGET = msg("This API key is limited to other patch targets.");

/**
 * Refuses (403) a key bound to other patch targets than `targetId`. An unknown target (undefined) is
 * refused too for a bound key, so a key learns nothing about the targets it may not read.
 */
export function assertKeyMayRead(key: ApiKeyUse, targetId: number | undefined): void {
  if (key.targetIds.length === 0) return;
  if (targetId === undefined || !key.targetIds.includes(targetId)) throw forbidden(OTHER_TARGET);
}
