// The punishments bench on PostgreSQL: the same million rows as the SQLite bench database, copied
// into a throwaway cluster (the app's own migrations make the schema), so both databases answer the
// same questions about the same data.
import { join } from "node:path";
import { createDatabase, migrateToLatest } from "@bastion/server";
import SQLite from "better-sqlite3";
import pg from "pg";

/** Columns copied per table, with their PostgreSQL array types for unnest(). */
const TABLES: Record<string, Record<string, "int" | "text">> = {
  punishment_players: {
    id: "int",
    name_key: "text",
    count_all: "int",
    count_ban: "int",
    count_mute: "int",
    count_kick: "int",
    count_warning: "int",
  },
  punishments: {
    id: "int",
    external_id: "text",
    type: "text",
    player: "text",
    player_uuid: "text",
    player_id: "int",
    reason: "text",
    actioned_by: "text",
    actioned_by_uuid: "text",
    play_time: "int",
    date: "text",
    until: "text",
    is_active: "int",
    created_at: "text",
    updated_at: "text",
  },
  punishment_name_grams: { gram: "text", player_id: "int" },
  punishment_gram_counts: {
    gram: "text",
    count_all: "int",
    count_ban: "int",
    count_mute: "int",
    count_kick: "int",
    count_warning: "int",
  },
  punishment_day_counts: { type: "text", day: "text", total: "int" },
  punishment_gram_periods: {
    gram: "text",
    period: "text",
    count_all: "int",
    count_ban: "int",
    count_mute: "int",
    count_kick: "int",
    count_warning: "int",
  },
};

const SLICE = 50_000;

/** Migrates an empty PostgreSQL database with the app and copies the bench rows into it. */
export async function loadIntoPostgres(sqliteDir: string, url: string, log = console.log): Promise<void> {
  const handle = createDatabase({ dataDir: sqliteDir, DATABASE_URL: url });
  await migrateToLatest(handle.db);
  await handle.db.destroy();

  const started = Date.now();
  const source = new SQLite(join(sqliteDir, "bastion.sqlite"), { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [table, columns] of Object.entries(TABLES)) {
      const names = Object.keys(columns);
      const arrays = names.map((name, index) => `$${index + 1}::${columns[name]}[]`).join(", ");
      const statement = `insert into ${table} (${names.join(", ")}) select * from unnest(${arrays})`;
      const rows = source
        .prepare(`select ${names.join(", ")} from ${table}`)
        .raw()
        .iterate() as IterableIterator<unknown[]>;
      let slice: unknown[][] = names.map(() => []);
      let count = 0;
      const flush = async () => {
        if (slice[0]?.length === 0) return;
        await client.query(statement, slice);
        slice = names.map(() => []);
      };
      for (const row of rows) {
        for (const [index, value] of row.entries()) slice[index]?.push(value);
        count += 1;
        if (count % SLICE === 0) await flush();
      }
      await flush();
      if ("id" in columns)
        await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    await client.query("vacuum analyze");
  } finally {
    await client.end();
    source.close();
  }
  log(`  copied into PostgreSQL in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
