import type { Insertable } from "kysely";
import type { Db } from "../../db/database";
import type { AuditLogTable } from "./audit.table";

export async function insertEntry(db: Db, entry: Insertable<AuditLogTable>) {
  await db.insertInto("audit_log").values(entry).execute();
}

export interface AuditFilter {
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
