import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../lib/errors";
import { hashToken, randomToken } from "../../lib/tokens";
import * as repo from "./api-keys.repository";

/** What a key may be allowed to do. */
export const API_SCOPES = ["punishments:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "bst_";
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

export const INVALID_KEY = "A valid API key is required: send it as 'Authorization: Bearer <key>'.";

export interface ApiKeySummary {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

function checkScopes(scopes: readonly string[]): ApiScope[] {
  if (scopes.length === 0) throw badRequest(`Give at least one scope: ${API_SCOPES.join(", ")}.`);
  const unknown = scopes.filter((scope) => !API_SCOPES.includes(scope as ApiScope));
  if (unknown.length > 0) {
    throw badRequest(`Unknown scope: ${unknown.join(", ")}. Known scopes: ${API_SCOPES.join(", ")}.`);
  }
  return [...new Set(scopes)] as ApiScope[];
}

/** Creates a key; the returned key is shown once and only its SHA-256 is stored. */
export async function createApiKey(db: Db, input: { name: string; scopes: readonly string[] }) {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 64) throw badRequest("The key's name must be 1 to 64 characters.");
  const scopes = checkScopes(input.scopes);
  if (await repo.findLiveKeyByName(db, name)) {
    throw conflict(`A key named '${name}' already exists; revoke it first or choose another name.`);
  }
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  const id = await repo.insertApiKey(db, {
    name,
    name_key: repo.nameKeyOf(name),
    prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
    key_hash: hashToken(key),
    scopes: scopes.join(" "),
    created_at: nowIso(),
  });
  return { id, name, key, scopes };
}

export async function listApiKeys(db: Db): Promise<ApiKeySummary[]> {
  const rows = await repo.listApiKeys(db);
  return rows.map(({ key_hash: _hash, name_key: _key, scopes, ...row }) => ({
    ...row,
    scopes: scopes.split(" ").filter(Boolean),
  }));
}

/** Revokes the key with this id, or the live key with this name. */
export async function revokeApiKey(db: Db, which: { id?: number; name?: string }) {
  const row =
    which.id !== undefined ? await repo.findKeyById(db, which.id) : await repo.findLiveKeyByName(db, which.name ?? "");
  if (!row)
    throw notFound(
      which.id !== undefined ? `No API key with id ${which.id}.` : `No live API key named '${which.name}'.`,
    );
  if (row.revoked_at) throw conflict(`The key '${row.name}' was already revoked at ${row.revoked_at}.`);
  await repo.revokeKey(db, row.id, nowIso());
  return { id: row.id, name: row.name };
}

/**
 * Checks an Authorization header for a live key holding the scope: 401 for a missing, unknown
 * or revoked key, 403 for a key without the scope. Records when the key was last used.
 */
export async function authenticateApiKey(db: Db, authorization: string | undefined, scope: ApiScope) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const key = match?.[1];
  if (!key?.startsWith(API_KEY_PREFIX)) throw unauthorized(INVALID_KEY);
  const row = await repo.findKeyByHash(db, hashToken(key));
  if (!row || row.revoked_at) throw unauthorized(INVALID_KEY);
  if (!row.scopes.split(" ").includes(scope)) throw forbidden(`This API key does not have the ${scope} scope.`);
  await repo.touchKey(db, row.id, nowIso());
  return { id: row.id, name: row.name };
}
