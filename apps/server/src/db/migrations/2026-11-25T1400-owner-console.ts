import { sql } from "kysely";
import { type AnyDb, isPostgres, withId } from "./helpers";

// The owner console (issue 14): the audit log of privileged actions, the contact inbox's read
// marks, who made each API key and from where it was last used, and the indexes behind the people
// table's filters and the overview's counts.

export async function up(db: AnyDb): Promise<void> {
  // Append-only from the app: nothing edits or deletes an entry. The actor's name is kept as it
  // was, so an entry still says who acted after their account is deleted ("cli" for the CLI).
  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("actor_id", "integer", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("actor_name", "text", (col) => col.notNull())
    .addColumn("actor_key", "text", (col) => col.notNull())
    .addColumn("ip", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target_type", "text", (col) => col.notNull())
    .addColumn("target_id", "text")
    .addColumn("target_label", "text", (col) => col.notNull())
    // JSON objects as text, the same on both databases.
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .execute();
  // Newest first, alone or filtered by action or actor; a date range is a range of the same keys.
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "created_at", "id"]).execute();
  await db.schema
    .createIndex("audit_log_actor_idx")
    .on("audit_log")
    .columns(["actor_key", "created_at", "id"])
    .execute();

  await db.schema.alterTable("contact_messages").addColumn("read_at", "text").execute();
  await db.schema.createIndex("contact_messages_read_idx").on("contact_messages").column("read_at").execute();

  await db.schema.alterTable("api_keys").addColumn("created_by", "text").execute();
  await db.schema.alterTable("api_keys").addColumn("last_used_ip", "text").execute();

  // The people table's filters and the overview's "new this week".
  await db.schema.createIndex("users_joined_idx").on("users").columns(["date_joined", "id"]).execute();
  await db.schema.createIndex("users_active_idx").on("users").columns(["is_active", "id"]).execute();
  await db.schema.createIndex("users_verified_idx").on("users").columns(["is_verified", "id"]).execute();
  // The people search reads every key when a substring is rare: on SQLite this index lets it read
  // only the id and the two keys, in id order, instead of whole rows (half the time at 100,000
  // accounts). On PostgreSQL, trigram indexes answer it when pg_trgm can be installed (docs/decisions/009).
  if (!isPostgres(db)) {
    await db.schema.createIndex("users_search_idx").on("users").columns(["id", "username_key", "email_key"]).execute();
  } else if (await mayUseTrigrams(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index users_username_trgm_idx on users using gin (username_key gin_trgm_ops)`.execute(db);
    await sql`create index users_email_trgm_idx on users using gin (email_key gin_trgm_ops)`.execute(db);
  }
}

/**
 * Whether pg_trgm is installed, or shipped with the server and ours to create (it is a trusted
 * extension: the database's CREATE privilege is enough). Asked first, because a refused CREATE
 * EXTENSION would abort this migration's transaction; without it the search scans (still bounded).
 */
async function mayUseTrigrams(db: AnyDb): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean; available: boolean; allowed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed,
           exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available,
           has_database_privilege(current_database(), 'CREATE') as allowed`.execute(db);
  const row = rows[0];
  return Boolean(row && (row.installed || (row.available && row.allowed)));
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) await db.schema.dropIndex("users_search_idx").execute();
  else {
    await sql`drop index if exists users_email_trgm_idx`.execute(db);
    await sql`drop index if exists users_username_trgm_idx`.execute(db);
  }
  for (const index of ["users_verified_idx", "users_active_idx", "users_joined_idx", "contact_messages_read_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable("api_keys").dropColumn("last_used_ip").execute();
  await db.schema.alterTable("api_keys").dropColumn("created_by").execute();
  await db.schema.alterTable("contact_messages").dropColumn("read_at").execute();
  await db.schema.dropTable("audit_log").execute();
}
