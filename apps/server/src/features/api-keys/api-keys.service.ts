import {
  API_KEY_NAME_MAX,
  API_KEY_PREFIX,
  API_SCOPE_NAMES,
  type ApiKey,
  type ApiScope,
  cleanWrittenText,
  msg,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { hashToken, randomToken } from "../../lib/tokens";
import { isUniqueViolation } from "../../lib/unique-violation";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { listTargets } from "../patching/patching.service";
import * as repo from "./api-keys.repository";
import type { ApiKeyRow } from "./api-keys.table";

/** What a key may be allowed to do: packages/shared's one list. */
export const API_SCOPES = API_SCOPE_NAMES;
export type { ApiScope };

const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 6;
/** A key's last use is written at most this often, so a busy game server does not write on every call. */
export const LAST_USED_EVERY_MS = 60_000;

export const INVALID_KEY = msg("A valid API key is required: send it as 'Authorization: Bearer <key>'.");

export type ApiKeySummary = ApiKey;

function checkScopes(scopes: readonly string[]): ApiScope[] {
  const known = API_SCOPES.join(", ");
  if (scopes.length === 0) throw badRequest(msgWith("Give at least one scope: {known}.", { known }));
  const unknown = scopes.filter((scope) => !API_SCOPES.includes(scope as ApiScope));
  if (unknown.length > 0) {
    throw badRequest(
      msgWith("Unknown scope: {unknown}. Known scopes: {known}.", { unknown: unknown.join(", "), known }),
    );
  }
  return [...new Set(scopes)] as ApiScope[];
}

type TargetRef = { id: number; name: string };

const scopeList = (scopes: string) => scopes.split(" ").filter(Boolean);

const toSummary = (
  { key_hash: _hash, name_key: _key, scopes, ...row }: ApiKeyRow,
  targets: readonly TargetRef[],
): ApiKeySummary => ({ ...row, scopes: scopeList(scopes), targets: [...targets] });

/** Each key's bound targets with their names (a target's name may change; its id does not). */
async function targetsOfKeys(db: Db, keyId?: number): Promise<Map<number, TargetRef[]>> {
  const [bindings, targets] = await Promise.all([repo.listKeyTargets(db, keyId), listTargets(db)]);
  const names = new Map(targets.map((target) => [target.id, target.name]));
  const byKey = new Map<number, TargetRef[]>();
  for (const { key_id, target_id } of bindings) {
    byKey.set(key_id, [...(byKey.get(key_id) ?? []), { id: target_id, name: names.get(target_id) ?? `#${target_id}` }]);
  }
  return byKey;
}

const targetsError = (message: string) => badRequest(message, { targets: [message] });

/** The targets a new key is bound to: only for patches:read, and each must exist. */
async function checkTargets(db: Db, scopes: readonly ApiScope[], ids: readonly number[]): Promise<TargetRef[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  if (!scopes.includes("patches:read")) {
    throw targetsError(msg("Targets limit what a patches:read key may read: choose that scope too, or no targets."));
  }
  const known = new Map((await listTargets(db)).map((target) => [target.id, target.name]));
  const missing = wanted.filter((id) => !known.has(id));
  if (missing.length > 0) throw targetsError(msgWith("No patch target with id {ids}.", { ids: missing.join(", ") }));
  return wanted.map((id) => ({ id, name: known.get(id) ?? "" }));
}

const keyTarget = (key: { id: number; name: string }) => ({ type: "api_key", id: key.id, label: key.name });

/**
 * Creates a key, recorded in the audit log; the returned key is shown once and only its SHA-256
 * is stored.
 */
export async function createApiKey(
  db: Db,
  input: { name: string; scopes: readonly string[]; targets?: readonly number[] },
  actor: AuditActor,
) {
  const name = cleanWrittenText(input.name);
  if (name.length < 1 || name.length > API_KEY_NAME_MAX) {
    throw badRequest(msgWith("The key's name must be 1 to {max} characters.", { max: API_KEY_NAME_MAX }), {
      name: [msgWith("Name must be 1 to {max} characters.", { max: API_KEY_NAME_MAX })],
    });
  }
  const scopes = checkScopes(input.scopes);
  const targets = await checkTargets(db, scopes, input.targets ?? []);
  const taken = () =>
    conflict(msgWith("A key named ''{name}'' already exists; revoke it first or choose another name.", { name }), {
      name: [msg("A live key already has this name.")],
    });
  if (await repo.findLiveKeyByName(db, name)) throw taken();
  const key = `${API_KEY_PREFIX}${randomToken(32)}`;
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await repo.insertApiKey(trx, {
        name,
        name_key: repo.nameKeyOf(name),
        prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
        key_hash: hashToken(key),
        scopes: scopes.join(" "),
        created_at: nowIso(),
        created_by: actor.username,
      });
      await repo.insertKeyTargets(
        trx,
        created,
        targets.map((target) => target.id),
      );
      await recordAudit(trx, {
        actor,
        action: "api_key.create",
        target: keyTarget({ id: created, name }),
        after: targets.length > 0 ? { scopes, targets: targets.map((target) => target.name) } : { scopes },
      });
      return created;
    });
    const row = await repo.findKeyById(db, id);
    if (!row) throw notFound(msgWith("No API key with id {id}.", { id }));
    return { id, name, key, scopes, targets, summary: toSummary(row, targets) };
  } catch (error) {
    // Two creates with one name at once: the partial unique index (api_keys_live_name_idx) keeps one.
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Every patch target by id and name, for binding a new key. */
export async function patchTargetChoices(db: Db): Promise<TargetRef[]> {
  return (await listTargets(db)).map(({ id, name }) => ({ id, name }));
}

export async function listApiKeys(db: Db): Promise<ApiKeySummary[]> {
  const [rows, targets] = await Promise.all([repo.listApiKeys(db), targetsOfKeys(db)]);
  return rows.map((row) => toSummary(row, targets.get(row.id) ?? []));
}

/** Revokes the key with this id, or the live key with this name, recorded in the audit log. */
export async function revokeApiKey(db: Db, which: { id?: number; name?: string }, actor: AuditActor) {
  const row =
    which.id !== undefined ? await repo.findKeyById(db, which.id) : await repo.findLiveKeyByName(db, which.name ?? "");
  if (!row)
    throw notFound(
      which.id !== undefined
        ? msgWith("No API key with id {id}.", { id: which.id })
        : msgWith("No live API key named ''{name}''.", { name: which.name ?? "" }),
    );
  if (row.revoked_at)
    throw conflict(msgWith("The key ''{name}'' was already revoked at {at}.", { name: row.name, at: row.revoked_at }));
  const targets = (await targetsOfKeys(db, row.id)).get(row.id) ?? [];
  const revokedAt = nowIso();
  await db.transaction().execute(async (trx) => {
    if (!(await repo.revokeKey(trx, row.id, revokedAt))) {
      throw conflict(msgWith("The key ''{name}'' was already revoked.", { name: row.name }));
    }
    await recordAudit(trx, {
      actor,
      action: "api_key.revoke",
      target: keyTarget(row),
      before:
        targets.length > 0
          ? { scopes: scopeList(row.scopes), targets: targets.map((target) => target.name) }
          : { scopes: scopeList(row.scopes) },
    });
  });
  return { id: row.id, name: row.name, summary: toSummary({ ...row, revoked_at: revokedAt }, targets) };
}

/**
 * Checks an Authorization header for a live key holding the scope: 401 for a missing, unknown
 * or revoked key, 403 for a key without the scope. Records when and from where the key was last
 * used, at most once a minute. Answers the key with the patch targets it is bound to (none: all).
 */
export async function authenticateApiKey(db: Db, authorization: string | undefined, scope: ApiScope, ip: string) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const key = match?.[1];
  if (!key?.startsWith(API_KEY_PREFIX)) throw unauthorized(INVALID_KEY);
  const row = await repo.findKeyByHash(db, hashToken(key));
  if (!row || row.revoked_at) throw unauthorized(INVALID_KEY);
  if (!row.scopes.split(" ").includes(scope))
    throw forbidden(msgWith("This API key does not have the {scope} scope.", { scope }));
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) >= LAST_USED_EVERY_MS) {
    await repo.touchKey(db, row.id, {
      at: new Date(now).toISOString(),
      ip,
      notAfter: new Date(now - LAST_USED_EVERY_MS).toISOString(),
    });
  }
  const targetIds = (await repo.listKeyTargets(db, row.id)).map((binding) => binding.target_id);
  return { id: row.id, name: row.name, targetIds };
}
