import {
  AUDIT_ACTORS_MAX,
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditActorKind,
  type AuditActors,
  type AuditLog,
  type AuditLogQuery,
  CLI_ACTOR_NAME,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import * as repo from "./audit.repository";
import type { AuditRow } from "./audit.table";

// The audit log: every feature records its privileged actions here, in the same transaction as
// the change, so an entry exists exactly when the change does. Entries are never edited or deleted
// by the app.

/**
 * Who acted: a signed-in user (an AuthUser fits: kind "user" is the default), the management CLI,
 * the site itself or an API key. `id` is the account's or the key's; none for the CLI and the site.
 */
export interface AuditActor {
  id: number | null;
  username: string;
  ip: string | null;
  kind?: AuditActorKind;
}

/** The actor of `npm run manage` commands. */
export const CLI_ACTOR: AuditActor = { id: null, username: CLI_ACTOR_NAME, ip: null, kind: "cli" };

/** The site itself, for what its own background work records (the Discord sender giving up). */
export const SYSTEM_ACTOR: AuditActor = { id: null, username: "system", ip: null, kind: "system" };

export interface AuditTarget {
  /** What kind of thing: user, appeal, announcement, api_key... */
  type: string;
  id: number | string | null;
  /** How a person reads it in the log. */
  label: string;
}

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  target: AuditTarget;
  /** The parts that changed, as they were and as they are (small values; no whole documents). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Long text shortened for an entry's before or after (a deleted comment, a message). */
export const excerpt = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const asJson = (value: Record<string, unknown> | undefined) => (value === undefined ? null : JSON.stringify(value));

/** Records a privileged action; call it with the transaction that makes the change. */
export async function recordAudit(trx: Db, entry: AuditEntryInput): Promise<void> {
  const kind = entry.actor.kind ?? "user";
  await repo.insertEntry(trx, {
    created_at: nowIso(),
    // The foreign key to users is for accounts only (it is set to null when the account goes);
    // actor_ref keeps the id for good, whatever the kind.
    actor_id: kind === "user" ? entry.actor.id : null,
    actor_kind: kind,
    actor_ref: entry.actor.id,
    actor_name: entry.actor.username,
    actor_key: entry.actor.username.toLowerCase(),
    ip: entry.actor.ip,
    action: entry.action,
    target_type: entry.target.type,
    target_id: entry.target.id === null ? null : String(entry.target.id),
    target_label: entry.target.label,
    before_json: asJson(entry.before),
    after_json: asJson(entry.after),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

function parseChange(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const toKind = (kind: string) => kind as AuditActorKind;

const toEntry = (row: AuditRow): AuditLog["entries"][number] => ({
  id: row.id,
  created_at: row.created_at,
  actor: row.actor_name,
  actor_kind: toKind(row.actor_kind),
  actor_id: row.actor_ref === null ? null : Number(row.actor_ref),
  actor_deleted: row.actor_kind === "user" && row.actor_id === null,
  ip: row.ip,
  action: row.action,
  target_type: row.target_type,
  target_id: row.target_id,
  target: row.target_label,
  before: parseChange(row.before_json),
  after: parseChange(row.after_json),
});

/**
 * Which actor the query names: by kind and stable id (an id alone is an account's), or, for callers
 * written before ids, by the name as recorded ("cli" being the CLI, any other an account's name).
 */
function actorFilter(query: AuditLogQuery): Pick<repo.AuditFilter, "actorKind" | "actorRef" | "actorKey"> {
  if (query.actor_kind !== undefined || query.actor_id !== undefined) {
    return { actorKind: query.actor_kind ?? "user", actorRef: query.actor_id };
  }
  if (query.actor === undefined) return {};
  const key = query.actor.toLowerCase();
  return key === CLI_ACTOR_NAME ? { actorKind: "cli" } : { actorKind: "user", actorKey: key };
}

/** One page of the log, newest first; `from` and `to` are whole UTC days, both included. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditLog> {
  const rows = await repo.listEntries(
    db,
    {
      ...actorFilter(query),
      action: query.action,
      since: query.from ? `${query.from}T00:00:00.000Z` : undefined,
      before: query.to ? new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
    },
    { limit: AUDIT_PAGE_SIZE, offset: (query.page - 1) * AUDIT_PAGE_SIZE },
  );
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(toEntry),
    page: query.page,
    has_more: rows.length > AUDIT_PAGE_SIZE,
  };
}

/** Everyone the log names (for the actor filter), the most recently active first. */
export async function listAuditActors(db: Db): Promise<AuditActors> {
  const rows = await repo.listActors(db, AUDIT_ACTORS_MAX);
  return {
    actors: rows.map((row) => ({
      kind: toKind(row.actor_kind),
      id: row.actor_ref === null ? null : Number(row.actor_ref),
      name: row.name,
      deleted: row.actor_kind === "user" && row.account === null,
      last_acted_at: row.last_acted_at,
    })),
  };
}
