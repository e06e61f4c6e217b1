import { sql } from "kysely";
import type { AnyDb } from "./helpers";

// Issue 26.9: the audit log named its actor by name alone, so an account called "cli" read like the
// management CLI, and a deleted account's name, taken again by someone new, read like them. Each
// entry now says what kind of actor it was (user, cli, system, api_key) and its stable id: the
// user's id, kept after the account is deleted (actor_id is set to null then, being a foreign key),
// or the API key's id; none for the CLI and the system.
//
// Existing entries:
// - kind cli: no account, the name "cli" and no client address (the CLI records none; every entry
//   made through the web has one, so even a deleted account that was named "cli" is told apart).
// - kind user with the account's id, while the account exists.
// - an entry of an account deleted since: its id is read from the deletion's own entry (user.delete,
//   whose target is the account's id and name): the first deletion of that name after the entry.
//   Names cannot change and are unique, so no other account held the name between the two. An entry
//   whose deletion was never recorded keeps kind user with no id: it still shows its name, and the
//   name filter (?actor=NAME) still finds it, but the filter by id cannot.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable("audit_log")
    .addColumn("actor_kind", "text", (col) => col.notNull().defaultTo("user"))
    .execute();
  await db.schema.alterTable("audit_log").addColumn("actor_ref", "integer").execute();

  await sql`update audit_log set actor_kind = 'cli'
    where actor_id is null and actor_key = 'cli' and ip is null`.execute(db);
  await sql`update audit_log set actor_ref = actor_id where actor_id is not null`.execute(db);
  await sql`update audit_log set actor_ref = (
      select cast(deletion.target_id as integer) from audit_log deletion
      where deletion.action = 'user.delete' and deletion.target_type = 'user'
        and lower(deletion.target_label) = audit_log.actor_key
        and deletion.created_at >= audit_log.created_at
      order by deletion.created_at, deletion.id
      limit 1)
    where actor_kind = 'user' and actor_id is null`.execute(db);

  // The filter by actor: one actor's entries, newest first.
  await db.schema
    .createIndex("audit_log_actor_ref_idx")
    .on("audit_log")
    .columns(["actor_kind", "actor_ref", "created_at", "id"])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("audit_log_actor_ref_idx").execute();
  await db.schema.alterTable("audit_log").dropColumn("actor_ref").execute();
  await db.schema.alterTable("audit_log").dropColumn("actor_kind").execute();
}
