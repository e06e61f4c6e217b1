import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { AuditLogTable } from "./audit.table";

export async function insertEntry(db: Db, entry: Insertable<AuditLogTable>) {
  await db.insertInto("audit_log").values(entry).execute();
}

export interface AuditFilter {
  actorKind?: string;
  /** The actor's stable id (audit_log.actor_ref). */
  actorRef?: number;
  /** The actor's name as recorded, lower-cased. */
  actorKey?: string;
  action?: string;
  /** created_at >= this ISO time. */
  since?: string;
  /** created_at < this ISO time. */
  before?: string;
}

/**
 * One page newest first, one row more than asked so the caller knows whether there is a next page
 * (no COUNT over a log that only grows). Each filter has an index that starts with it.
 */
export async function listEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  let query = db.selectFrom("audit_log").selectAll();
  if (filter.actorKind !== undefined) query = query.where("actor_kind", "=", filter.actorKind);
  if (filter.actorRef !== undefined) query = query.where("actor_ref", "=", filter.actorRef);
  if (filter.actorKey !== undefined) query = query.where("actor_key", "=", filter.actorKey);
  if (filter.action !== undefined) query = query.where("action", "=", filter.action);
  if (filter.since !== undefined) query = query.where("created_at", ">=", filter.since);
  if (filter.before !== undefined) query = query.where("created_at", "<", filter.before);
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit + 1)
    .offset(page.offset)
    .execute();
}

/**
 * Each actor once (kind and stable id), with its name and latest entry, the most recent first. An
 * account's or a key's name never changes, so max() is simply that name. Entries of an account whose
 * id could not be recovered (docs in the audit-actors migration) have no id to filter by and are left out.
 */
export async function listActors(db: Db, limit: number) {
  return db
    .selectFrom("audit_log")
    .select((eb) => [
      "actor_kind",
      "actor_ref",
      eb.fn.max("actor_name").as("name"),
      eb.fn.max("created_at").as("last_acted_at"),
      // Set to null on every entry at once when the account is deleted.
      eb.fn.max("actor_id").as("account"),
    ])
    .where((eb) => eb.not(eb.and([eb("actor_kind", "=", "user"), eb("actor_ref", "is", null)])))
    .groupBy(["actor_kind", "actor_ref"])
    .orderBy("last_acted_at", "desc")
    .limit(limit)
    .execute();
}
