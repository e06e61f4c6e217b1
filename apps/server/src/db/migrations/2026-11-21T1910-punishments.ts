import { sql } from "kysely";
import { type AnyDb, flag, withId } from "./helpers";

// The public punishment record and the API keys the game server uses to send it.
//
// Speed with a million rows (issue 5): the list is read through indexes that match its orders
// (all, by type, by player), and page counts come from counters kept in the same transaction as
// every write instead of COUNT(*). The case-insensitive substring search cannot use a b-tree on
// the names, so it uses a small trigram index over the distinct player names (portable: plain
// tables and b-trees on both databases) plus, per substring of 1 to 3 characters, how many
// punishments of each type belong to players whose name contains it.

const TYPES = ["Ban", "Mute", "Kick", "Warning"];

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("punishment_players"))
    // Lower-cased player name: what the search compares, so it ignores case on both databases.
    .addColumn("name_key", "text", (col) => col.notNull().unique())
    .addColumn("count_all", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_ban", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_mute", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_kick", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_warning", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable("punishments"))
    // The source's own id (the game server's plugin): a re-import or re-send updates instead of duplicating.
    .addColumn("external_id", "text", (col) => col.unique())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("player", "text", (col) => col.notNull())
    .addColumn("player_uuid", "text", (col) => col.notNull())
    .addColumn("player_id", "integer", (col) => col.notNull().references("punishment_players.id"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("actioned_by", "text", (col) => col.notNull())
    .addColumn("actioned_by_uuid", "text", (col) => col.notNull())
    .addColumn("play_time", "integer")
    .addColumn("date", "text", (col) => col.notNull())
    // null: permanent.
    .addColumn("until", "text")
    .addColumn("is_active", "integer", flag(1))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  // Newest first, with the id breaking ties so paging is stable.
  await db.schema.createIndex("punishments_date_idx").on("punishments").columns(["date", "id"]).execute();
  await db.schema.createIndex("punishments_type_date_idx").on("punishments").columns(["type", "date", "id"]).execute();
  await db.schema
    .createIndex("punishments_player_date_idx")
    .on("punishments")
    .columns(["player_id", "date", "id"])
    .execute();

  // Trigram -> players whose lower-cased name contains it: the search's candidates.
  await db.schema
    .createTable("punishment_name_grams")
    .addColumn("gram", "text", (col) => col.notNull())
    .addColumn("player_id", "integer", (col) => col.notNull().references("punishment_players.id"))
    .addPrimaryKeyConstraint("punishment_name_grams_pk", ["gram", "player_id"])
    .execute();
  // Substring of 1 to 3 characters -> punishments (per type) of the players whose name contains it.
  await db.schema
    .createTable("punishment_gram_counts")
    .addColumn("gram", "text", (col) => col.primaryKey())
    .addColumn("count_all", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_ban", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_mute", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_kick", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("count_warning", "integer", (col) => col.notNull().defaultTo(0))
    .execute();

  // Rows per type and in total ("All"), so the page count never scans the table.
  await db.schema
    .createTable("punishment_counts")
    .addColumn("type", "text", (col) => col.primaryKey())
    .addColumn("total", "integer", (col) => col.notNull())
    .execute();
  await db
    .insertInto("punishment_counts")
    .values(["All", ...TYPES].map((type) => ({ type, total: 0 })))
    .execute();

  await withId(db, db.schema.createTable("api_keys"))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("name_key", "text", (col) => col.notNull())
    // The first characters of the key, to tell keys apart in lists; the key itself is never stored.
    .addColumn("prefix", "text", (col) => col.notNull())
    .addColumn("key_hash", "text", (col) => col.notNull().unique())
    // Space-separated, e.g. "punishments:write".
    .addColumn("scopes", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  // A name belongs to one live key at a time; revoked keys keep theirs for the record.
  await db.schema
    .createIndex("api_keys_live_name_idx")
    .on("api_keys")
    .column("name_key")
    .unique()
    .where(sql.ref("revoked_at"), "is", null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "api_keys",
    "punishment_counts",
    "punishment_gram_counts",
    "punishment_name_grams",
    "punishments",
    "punishment_players",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
