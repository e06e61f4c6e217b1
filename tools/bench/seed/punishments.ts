// A million punishments in a SQLite file, generated once and cached under bench-data/.
// Written straight through better-sqlite3 in large transactions (the app's own upsert path does
// the same work row by row, which would take minutes); the schema comes from the app's migrations.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createDatabase, migrateToLatest, migrationNames } from "@bastion/server";
import { mulberry32 } from "@bastion/shared";
import SQLite from "better-sqlite3";
import { root } from "../../../scripts/lib.mjs";

export const ROWS = 1_000_000;
const PLAYERS = 150_000;
/** Bump when the generated data or the schema it needs changes. */
const VERSION = 5;

export const benchDataDir = join(root, "bench-data/punishments-1m");

/** The cache is good for this generator and this set of migrations (a new one may not sort last). */
function readyFile() {
  // The migrations' file names, as this cache was first keyed by, so an existing cache stays good.
  const names = migrationNames()
    .map((name) => `${name}.ts`)
    .sort();
  const hash = createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 12);
  return join(benchDataDir, `ready-v${VERSION}-${hash}`);
}

const SYLLABLES = [
  "ar",
  "bel",
  "cor",
  "dra",
  "en",
  "fal",
  "gor",
  "hel",
  "ir",
  "jax",
  "kel",
  "lor",
  "mir",
  "nox",
  "or",
  "pix",
  "quin",
  "ra",
  "sil",
  "tor",
  "ul",
  "vex",
  "wyn",
  "xan",
  "yor",
  "zed",
  "creep",
  "dia",
  "blaze",
  "frost",
];
const WORDS = [
  "Miner",
  "Crafter",
  "Knight",
  "Wolf",
  "Fox",
  "Slayer",
  "King",
  "Pro",
  "Gamer",
  "Builder",
  "Ninja",
  "Dragon",
];
const REASONS = [
  "Fly hacking",
  "X-ray",
  "Griefing spawn",
  "Spamming chat",
  "Advertising",
  "Toxic behaviour",
  "Kill aura in PvP",
  "Duping items",
  "AFK in queue",
  "Swearing in chat",
  "Ban evasion",
  "Scamming in trades",
];
const TYPES = ["Ban", "Mute", "Kick", "Warning"] as const;
type Counts = { count_ban: number; count_mute: number; count_kick: number; count_warning: number };
const COUNT_COLUMN: Record<(typeof TYPES)[number], keyof Counts> = {
  Ban: "count_ban",
  Mute: "count_mute",
  Kick: "count_kick",
  Warning: "count_warning",
};

/** The element at `index`, which the caller knows is in range. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No element ${index} in a list of ${list.length}.`);
  return item;
}

function uuid(random: () => number) {
  let hex = "";
  for (let i = 0; i < 32; i += 1) hex += Math.floor(random() * 16).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function playerNames(random: () => number): string[] {
  const names = new Set<string>();
  while (names.size < PLAYERS) {
    const parts = 2 + Math.floor(random() * 2);
    let name = "";
    for (let i = 0; i < parts; i += 1) name += at(SYLLABLES, Math.floor(random() * SYLLABLES.length));
    name = name.charAt(0).toUpperCase() + name.slice(1);
    const style = Math.floor(random() * 4);
    if (style === 0) name += WORDS[Math.floor(random() * WORDS.length)];
    else if (style === 1) name += String(Math.floor(random() * 1000));
    else if (style === 2) name = `${name}_${WORDS[Math.floor(random() * WORDS.length)]}`;
    if (name.length <= 16) names.add(name);
  }
  return [...names];
}

/** Makes sure the cached database exists; returns its DATA_DIR. */
export async function ensureBenchData({ log = console.log }: { log?: (line: string) => void } = {}): Promise<string> {
  const ready = readyFile();
  if (existsSync(ready)) return benchDataDir;
  rmSync(benchDataDir, { recursive: true, force: true });
  mkdirSync(benchDataDir, { recursive: true });
  log(`Generating ${ROWS.toLocaleString("en")} punishments into ${benchDataDir} (once; cached)…`);
  const started = Date.now();

  // The schema, exactly as the app makes it.
  const handle = createDatabase({ dataDir: benchDataDir, DATABASE_URL: undefined });
  await migrateToLatest(handle.db);
  await handle.db.destroy();

  const sqlite = new SQLite(join(benchDataDir, "bastion.sqlite"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  // Players are written after their punishments (their counts are known only then).
  sqlite.pragma("foreign_keys = OFF");
  sqlite.pragma("cache_size = -200000");

  const random = mulberry32(5);
  const names = playerNames(random);
  const players = names.map((name) => ({
    name,
    uuid: uuid(random),
    counts: { count_ban: 0, count_mute: 0, count_kick: 0, count_warning: 0 } as Counts,
  }));
  const staff = Array.from({ length: 25 }, (_, i) => ({ name: `Staff_${at(SYLLABLES, i)}`, uuid: uuid(random) }));

  const insertPlayer = sqlite.prepare(
    "insert into punishment_players (id, name_key, count_all, count_ban, count_mute, count_kick, count_warning) values (?, ?, ?, ?, ?, ?, ?)",
  );
  const insertPunishment = sqlite.prepare(
    `insert into punishments (external_id, type, player, player_uuid, player_id, reason, actioned_by, actioned_by_uuid,
      play_time, date, until, is_active, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Five years of history; ids roughly follow dates, as they do when a server's plugin feeds the site.
  const end = Date.parse("2026-11-01T00:00:00Z");
  const span = 5 * 365 * 24 * 3600 * 1000;
  const now = new Date().toISOString();
  const BATCH = 20_000;
  for (let offset = 0; offset < ROWS; offset += BATCH) {
    sqlite.transaction(() => {
      for (let n = offset; n < Math.min(offset + BATCH, ROWS); n += 1) {
        const type = at(TYPES, random() < 0.3 ? 0 : random() < 0.45 ? 1 : random() < 0.4 ? 2 : 3);
        // Repeat offenders: a few players collect many punishments.
        const index = Math.floor(PLAYERS * random() ** 2);
        const player = at(players, index);
        player.counts[COUNT_COLUMN[type]] += 1;
        const issuer =
          random() < 0.2 ? { name: "CONSOLE", uuid: "CONSOLE" } : at(staff, Math.floor(random() * staff.length));
        const date = end - span + (span * n) / ROWS + Math.floor(random() * 3_600_000);
        const until = random() < 0.2 ? null : date + Math.floor(random() * 30) * 86_400_000;
        insertPunishment.run(
          `bench-${n}`,
          type,
          player.name,
          player.uuid,
          index + 1,
          REASONS[Math.floor(random() * REASONS.length)],
          issuer.name,
          issuer.uuid,
          Math.floor(random() * 1_000_000),
          new Date(date).toISOString(),
          until === null ? null : new Date(until).toISOString(),
          random() < 0.5 ? 1 : 0,
          now,
          now,
        );
      }
    })();
  }
  sqlite.transaction(() => {
    players.forEach((player, index) => {
      const c = player.counts;
      const all = c.count_ban + c.count_mute + c.count_kick + c.count_warning;
      insertPlayer.run(
        index + 1,
        player.name.toLowerCase(),
        all,
        c.count_ban,
        c.count_mute,
        c.count_kick,
        c.count_warning,
      );
    });
    // The name index, as the app's upsert keeps it: trigram postings and substring counts.
    const postings: [string, number][] = [];
    const gramCounts = new Map<string, [number, number, number, number, number]>();
    players.forEach((player, index) => {
      const key = player.name.toLowerCase();
      const chars = Array.from(key);
      const c = player.counts;
      const all = c.count_ban + c.count_mute + c.count_kick + c.count_warning;
      for (const size of [1, 2, 3]) {
        const grams = new Set<string>();
        for (let i = 0; i + size <= chars.length; i += 1) grams.add(chars.slice(i, i + size).join(""));
        for (const gram of grams) {
          if (size === 3) postings.push([gram, index + 1]);
          const total = gramCounts.get(gram) ?? [0, 0, 0, 0, 0];
          total[0] += all;
          total[1] += c.count_ban;
          total[2] += c.count_mute;
          total[3] += c.count_kick;
          total[4] += c.count_warning;
          gramCounts.set(gram, total);
        }
      }
    });
    postings.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    const insertPosting = sqlite.prepare("insert into punishment_name_grams (gram, player_id) values (?, ?)");
    for (const [gram, id] of postings) insertPosting.run(gram, id);
    const insertGram = sqlite.prepare(
      "insert into punishment_gram_counts (gram, count_all, count_ban, count_mute, count_kick, count_warning) values (?, ?, ?, ?, ?, ?)",
    );
    for (const [gram, total] of gramCounts) insertGram.run(gram, ...total);
    // The 1- and 2-character substring counts per day (one character) or month (two) (issue 33), as
    // the writes keep them.
    const periodTotals = new Map<string, number[]>();
    const typeColumn: Record<string, number> = { Ban: 1, Mute: 2, Kick: 3, Warning: 4 };
    const groups = sqlite
      .prepare(`select pp.name_key as name_key, substr(p.date, 1, 10) as day, p.type as type, count(*) as n
        from punishments p join punishment_players pp on pp.id = p.player_id
        group by p.player_id, substr(p.date, 1, 10), p.type`)
      .iterate() as IterableIterator<{ name_key: string; day: string; type: string; n: number }>;
    for (const group of groups) {
      const chars = Array.from(group.name_key);
      const keys = new Set<string>();
      for (const char of chars) keys.add(`${char}\t${group.day}`);
      for (let i = 0; i + 2 <= chars.length; i += 1) keys.add(`${chars[i]}${chars[i + 1]}\t${group.day.slice(0, 7)}`);
      for (const key of keys) {
        const total = periodTotals.get(key) ?? [0, 0, 0, 0, 0];
        total[0] = (total[0] ?? 0) + group.n;
        const column = typeColumn[group.type] ?? 0;
        total[column] = (total[column] ?? 0) + group.n;
        periodTotals.set(key, total);
      }
    }
    const insertPeriod = sqlite.prepare(
      "insert into punishment_gram_periods (gram, period, count_all, count_ban, count_mute, count_kick, count_warning) values (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const [key, total] of periodTotals) insertPeriod.run(...key.split("\t"), ...total);
    // Punishments per type and UTC day (docs/decisions/008), as the writes keep them.
    sqlite.exec(`delete from punishment_day_counts;
      insert into punishment_day_counts (type, day, total)
        select 'All', substr(date, 1, 10), count(*) from punishments group by 2;
      insert into punishment_day_counts (type, day, total)
        select type, substr(date, 1, 10), count(*) from punishments group by 1, 2;`);
  })();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  writeFileSync(ready, `${new Date().toISOString()}\n`);
  log(`  generated in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return benchDataDir;
}
