import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { runCli } from "../src/cli/run";
import { loadConfig } from "../src/config";
import type { Db } from "../src/db/database";
import { CHECKSUM_TABLE, MigrationRefusedError, migrateToLatest, migrationStatus } from "../src/db/migrate";
import { codeMigrations } from "../src/db/migration-set";
import { createTestDatabase, type TestDatabase } from "./database";

// Upgrades: every applied migration is recorded with the checksum of its file; a changed applied
// migration or a database migrated by newer code stops the start instead of damaging the data.

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function freshDatabase() {
  database = await createTestDatabase();
  return database;
}

const configFor = (test: TestDatabase) =>
  loadConfig({ DATA_DIR: test.dataDir, DATABASE_URL: test.url ?? "", BOT_CHECK: "none", LOG_LEVEL: "silent" });

async function checksums(db: Db) {
  const { rows } = await sql<{ name: string; checksum: string }>`
    select name, checksum from ${sql.table(CHECKSUM_TABLE)} order by name`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.checksum]));
}

async function manage(test: TestDatabase, ...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, configFor(test), {
    print: (line) => out.push(line),
    printError: (line) => out.push(line),
  });
  return { code, out: out.join("\n") };
}

const expected = () =>
  Object.fromEntries(Object.entries(codeMigrations()).map(([name, entry]) => [name, entry.checksum]));

describe("migration checksums", () => {
  it("a new site records every migration with the SHA-256 of its file", async () => {
    const { handle } = await freshDatabase();
    await migrateToLatest(handle.db);
    const recorded = await checksums(handle.db);
    expect(recorded).toEqual(expected());
    expect(Object.values(recorded).every((sum) => /^[0-9a-f]{64}$/.test(sum))).toBe(true);
  });

  it("a site migrated before checksums were kept gets them on its first start, and starts", async () => {
    const test = await freshDatabase();
    await migrateToLatest(test.handle.db);
    await test.handle.db.schema.dropTable(CHECKSUM_TABLE).execute();
    const app = await buildApp(configFor(test), { database: test.handle, serveWeb: false });
    await app.close();
    expect(await checksums(test.handle.db)).toEqual(expected());
  });

  it("an applied migration whose file changed stops the start with what to do, and --accept-changed lets it start", async () => {
    const test = await freshDatabase();
    await migrateToLatest(test.handle.db);
    // The recorded checksum is what the file was when it ran: a different one is a changed file.
    await sql`update ${sql.table(CHECKSUM_TABLE)} set checksum = ${"0".repeat(64)}
      where name = ${"2026-11-21T1900-accounts"}`.execute(test.handle.db);
    const start = buildApp(configFor(test), { database: test.handle, serveWeb: false });
    await expect(start).rejects.toThrow(MigrationRefusedError);
    await expect(start).rejects.toThrow(
      /migration 2026-11-21T1900-accounts changed after it was applied to this database\. Applied migrations are frozen: put the original file back/,
    );
    const refused = await manage(test, "list-users");
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^Refusing to start: migration 2026-11-21T1900-accounts changed/);

    const accepted = await manage(test, "migrate", "--accept-changed");
    expect(accepted).toEqual({
      code: 0,
      out: `Accepted the edited 2026-11-21T1900-accounts.\nDatabase (${test.handle.dialect}) is up to date.`,
    });
    const app = await buildApp(configFor(test), { database: test.handle, serveWeb: false });
    await app.close();
  });

  it("a changed migration that is not applied yet is simply run", async () => {
    const { handle } = await freshDatabase();
    const set = codeMigrations();
    const names = Object.keys(set);
    const last = names.at(-1) ?? "";
    const older = Object.fromEntries(names.slice(0, -1).map((name) => [name, set[name]]));
    await migrateToLatest(handle.db, older as typeof set);
    const edited = {
      ...set,
      [last]: { migration: set[last]?.migration ?? { up: async () => undefined }, checksum: "e".repeat(64) },
    };
    expect(await migrateToLatest(handle.db, edited)).toEqual([last]);
    expect((await checksums(handle.db))[last]).toBe("e".repeat(64));
  });
});

describe("downgrades", () => {
  it("a database migrated by newer code is refused before anything is changed", async () => {
    const test = await freshDatabase();
    await migrateToLatest(test.handle.db);
    const future = "2099-01-01T0000-from-a-newer-version";
    await sql`insert into kysely_migration (name, timestamp) values (${future}, ${new Date().toISOString()})`.execute(
      test.handle.db,
    );
    const before = await checksums(test.handle.db);
    await expect(buildApp(configFor(test), { database: test.handle, serveWeb: false })).rejects.toThrow(
      `Refusing to start: this database was migrated by a newer version of the site (it has ${future}, which this code does not know). Starting older code on it could damage it.`,
    );
    expect(await checksums(test.handle.db)).toEqual(before);
    expect((await migrationStatus(test.handle.db)).unknown).toEqual([future]);
    const cli = await manage(test, "migrate");
    expect(cli.code).toBe(1);
    expect(cli.out).toMatch(/newer version of the site/);
  });

  it("a downgrade on a site that never recorded checksums records none", async () => {
    const test = await freshDatabase();
    await migrateToLatest(test.handle.db);
    await test.handle.db.schema.dropTable(CHECKSUM_TABLE).execute();
    await sql`insert into kysely_migration (name, timestamp) values (${"2099-01-01T0000-x"}, ${"2099"})`.execute(
      test.handle.db,
    );
    await expect(migrateToLatest(test.handle.db)).rejects.toThrow(MigrationRefusedError);
    expect(await checksums(test.handle.db)).toEqual({});
  });
});
