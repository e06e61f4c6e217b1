import type { AnyDb } from "./helpers";

// A name search's sparse plan (the matching players' rows, gathered and sorted) and a player's newest
// punishment of a type read punishments by player. With the type in the index, both are read from the
// index alone, with or without a type filter: a filtered search no longer reads every matching row of
// every type from the table to check its type. The sparse plan sorts what it gathers anyway, so the
// index need not keep a player's rows of all types in date order.

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex("punishments_player_type_date_idx")
    .on("punishments")
    .columns(["player_id", "type", "date", "id"])
    .execute();
  await db.schema.dropIndex("punishments_player_date_idx").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex("punishments_player_date_idx")
    .on("punishments")
    .columns(["player_id", "date", "id"])
    .execute();
  await db.schema.dropIndex("punishments_player_type_date_idx").execute();
}
