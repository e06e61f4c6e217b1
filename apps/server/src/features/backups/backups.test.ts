import { createHash } from "node:crypto";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { setTimeout as sleep, setImmediate as turn } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, TestClient } from "../../../test/app";
import { createAnnouncement } from "../../../test/factories/announcements";
import { punishmentInput, seedPunishments } from "../../../test/factories/punishments";
import { freePort } from "../../../test/free-port";
import { startOwnPostgres } from "../../../test/postgres-cluster";
import { spawnServer } from "../../../test/server-process";
import { type SqliteSite, sqliteSite } from "../../../test/sqlite-site";
import { buildApp } from "../../app";
import { runCli } from "../../cli/run";
import { type Config, loadConfig } from "../../config";
import { createDatabase, sqlitePath } from "../../db/database";
import { migrations } from "../../db/migrations";
import { holdRestoreLock, holdRunLock, restoreLockPath, runDir } from "../../lib/run-lock";
import { countOfType } from "../punishments/punishments.counters";
import { ArchiveWriter, readArchive } from "./backup-archive";
import { runScheduledBackup, type ScheduleDeps } from "./backups.schedule";
import { backupOverdue, lastBackup } from "./backups.service";
import { inspectSqlite } from "./sqlite-snapshot";

// Backups and restores on SQLite, with real files: the commands an operator runs, and what a
// restored site then holds.

const configFor = (dataDir: string) =>
  loadConfig({ DATA_DIR: dataDir, DATABASE_URL: "", BOT_CHECK: "none", LOG_LEVEL: "silent" });

async function manage(config: Config, ...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => out.push(line) });
  return { code, out: out.join("\n") };
}

const backupsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".tar.gz")) : []);

/** Relative path -> SHA-256 of every file under `dir`. */
function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  const walk = (path: string) => {
    if (!existsSync(path)) return;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else tree[relative(dir, full)] = createHash("sha256").update(readFileSync(full)).digest("hex");
    }
  };
  walk(dir);
  return tree;
}

/** A copy of a backup with each member passed through `change` (which may rename or alter it). */
async function repack(file: string, change: (name: string, content: Buffer) => [string, Buffer]) {
  const out = join(mkdtempSync(join(tmpdir(), "bastion-tampered-")), "tampered.tar.gz");
  const writer = new ArchiveWriter(out);
  await readArchive(file, async (entry) => {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.content) chunks.push(chunk);
    const [name, content] = change(entry.name, Buffer.concat(chunks));
    await writer.addBuffer(name, content);
  });
  await writer.finish();
  return out;
}

/** A site with users, punishments, an announcement with a comment, and pictures in media/. */
async function populatedSite(): Promise<SqliteSite> {
  const site = await sqliteSite();
  const db = site.handle.db;
  const owner = await buildUser(db, { groups: ["owner"] });
  for (let n = 0; n < 3; n += 1) await buildUser(db);
  await seedPunishments(
    db,
    Array.from({ length: 250 }, () => punishmentInput()),
  );
  const client = new TestClient(site.app);
  await client.signInAs(db, owner.id);
  const id = await createAnnouncement(client);
  const comment = await client.post("/announcements/api/comment/post/", { announcement_id: id, comment: "First!" });
  expect(comment.statusCode).toBe(201);
  for (const [folder, name, bytes] of [
    ["media/avatars", "a1.webp", 2048],
    ["media/announcements", "cover.webp", 70_000],
    ["downloads/maps", "spawn.zip", 5000],
  ] as const) {
    mkdirSync(join(site.dataDir, folder), { recursive: true });
    writeFileSync(
      join(site.dataDir, folder, name),
      createHash("sha512")
        .update(name)
        .digest()
        .toString("hex")
        .repeat(bytes / 128),
    );
  }
  return site;
}

describe("backup and restore round trip", () => {
  let site: SqliteSite;
  let file: string;
  beforeAll(async () => {
    site = await populatedSite();
    const result = await manage(site.config, "backup");
    expect(result.code, result.out).toBe(0);
    const [name] = backupsIn(site.config.backupDir);
    file = join(site.config.backupDir, name ?? "");
  });
  afterAll(() => site.close());

  it("writes one timestamped .tar.gz to DATA_DIR/backups and says what it holds", async () => {
    expect(backupsIn(site.config.backupDir)).toEqual([
      expect.stringMatching(/^bastion-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/),
    ]);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const last = await lastBackup(site.handle.db);
    expect(last).toMatchObject({ file_name: file.split("/").at(-1), kind: "manual", size_bytes: statSync(file).size });
  });

  it("holds a manifest with the version, the schema, rows per table and each member's SHA-256", async () => {
    const names: string[] = [];
    let manifest:
      | { members: { path: string; sha256: string }[]; counts: Record<string, number>; schema: { latest: string } }
      | undefined;
    await readArchive(file, async (entry) => {
      names.push(entry.name);
      if (entry.name === "manifest.json") {
        const chunks: Buffer[] = [];
        for await (const chunk of entry.content) chunks.push(chunk);
        manifest = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      }
    });
    expect(names).toEqual([
      "database/bastion.sqlite",
      ...names.filter((name) => name.startsWith("files/")),
      "manifest.json",
    ]);
    expect(names.filter((name) => name.startsWith("files/")).sort()).toEqual([
      "files/downloads/maps/spawn.zip",
      "files/media/announcements/cover.webp",
      "files/media/avatars/a1.webp",
    ]);
    expect(manifest).toMatchObject({
      format: 1,
      app: { name: "bastion", version: expect.any(String) },
      dialect: "sqlite",
      database_included: true,
      // The newest migration this code knows.
      schema: { latest: Object.keys(migrations).sort().at(-1) },
      counts: { users: 4, punishments: 250, announcements: 1, announcement_comments: 1 },
    });
    const avatar = manifest?.members.find((member) => member.path === "files/media/avatars/a1.webp");
    expect(avatar?.sha256).toBe(treeOf(site.dataDir)["media/avatars/a1.webp"]);
  });

  it("restores into an empty DATA_DIR: every table's rows and every media file are the same", async () => {
    const target = mkdtempSync(join(tmpdir(), "bastion-restored-"));
    const result = await manage(configFor(target), "restore", file);
    expect(result.code, result.out).toBe(0);
    expect(result.out).toMatch(
      /^Restored .+ \(taken .+ by version .+\): the database \(\d+ tables, [\d,]+ rows\) and 3 files\.$/,
    );
    const original = await inspectSqlite(sqlitePath(site.dataDir));
    const restored = await inspectSqlite(sqlitePath(target));
    expect(restored.integrity).toBe("ok");
    // The original recorded this backup after copying itself: the copy is the database just before.
    expect(restored.counts).toEqual({ ...original.counts, backups: (original.counts.backups ?? 0) - 1 });
    expect(restored.counts.punishments).toBe(250);
    const files = (dir: string) =>
      Object.fromEntries(Object.entries(treeOf(dir)).filter(([path]) => /^(media|downloads|patches)\//.test(path)));
    expect(files(target)).toEqual(files(site.dataDir));
    expect(Object.keys(files(target))).toHaveLength(3);
  });

  it("restores over a site, keeping what was there aside, and the site then starts on the restored data", async () => {
    const target = await sqliteSite();
    await buildUser(target.handle.db, { username: "OnlyHere" });
    writeFileSync(join(target.dataDir, "media", "mine.webp"), "mine");
    await target.app.close();
    await target.handle.db.destroy();
    const result = await manage(target.config, "restore", file);
    expect(result.code, result.out).toBe(0);
    const aside = readdirSync(target.dataDir).find((name) => name.startsWith("before-restore-")) ?? "";
    expect(result.out).toContain(
      `What was in place is kept in ${join(target.dataDir, aside)}: delete it once the site works.`,
    );
    expect(readFileSync(join(target.dataDir, aside, "media", "mine.webp"), "utf8")).toBe("mine");
    expect(existsSync(join(target.dataDir, "media", "mine.webp"))).toBe(false);
    const reopened = createDatabase(target.config);
    try {
      const users = await reopened.db.selectFrom("users").select("username").execute();
      expect(users).toHaveLength(4);
      expect(users.map((user) => user.username)).not.toContain("OnlyHere");
      const old = createDatabase({ dataDir: join(target.dataDir, aside), DATABASE_URL: undefined });
      expect(await old.db.selectFrom("users").select("username").execute()).toEqual([{ username: "OnlyHere" }]);
      await old.db.destroy();
    } finally {
      await reopened.db.destroy();
    }
  });

  it("refuses a backup whose member was changed, one cut short, and one with a path outside its folders", async () => {
    const target = mkdtempSync(join(tmpdir(), "bastion-refuse-"));
    const tampered = await repack(file, (name, content) => {
      if (name !== "files/media/avatars/a1.webp") return [name, content];
      const changed = Buffer.from(content);
      changed[10] = (changed[10] ?? 0) ^ 0xff;
      return [name, changed];
    });
    const refused = await manage(configFor(target), "restore", tampered);
    expect(refused).toEqual({
      code: 1,
      out: `${tampered} is damaged or was changed: files/media/avatars/a1.webp does not match its checksum.`,
    });

    const cut = join(target, "..", `${target.split("/").at(-1)}-cut.tar.gz`);
    writeFileSync(cut, readFileSync(file).subarray(0, Math.floor(statSync(file).size / 2)));
    const short = await manage(configFor(target), "restore", cut);
    expect(short.code).toBe(1);
    expect(short.out).toMatch(/is not a readable backup \(damaged, cut short, or not a \.tar\.gz\)/);

    const escaping = await repack(file, (name, content) =>
      name === "files/media/avatars/a1.webp" ? ["files/media/../../../escaped.txt", content] : [name, content],
    );
    const outside = await manage(configFor(target), "restore", escaping);
    expect(outside).toEqual({
      code: 1,
      out: `${escaping} holds "files/media/../../../escaped.txt", which is not part of a backup.`,
    });

    // Nothing was restored, nothing left behind but the folder itself.
    expect(readdirSync(target)).toEqual([]);
  });
});

describe("restore while a server runs", () => {
  let site: SqliteSite;
  let file: string;
  beforeAll(async () => {
    site = await sqliteSite();
    await manage(site.config, "backup");
    file = join(site.config.backupDir, backupsIn(site.config.backupDir)[0] ?? "");
  });
  afterAll(() => site.close());

  it("is refused while a server holds DATA_DIR's lock, and allowed once it released it", async () => {
    const target = mkdtempSync(join(tmpdir(), "bastion-locked-"));
    const lock = await holdRunLock(target);
    const refused = await manage(configFor(target), "restore", file);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(
      new RegExp(
        `^A server is running against ${target} \\(pid ${process.pid} on .+, started .+\\)\\. Stop every instance first`,
      ),
    );
    await lock.release();
    expect((await manage(configFor(target), "restore", file)).code).toBe(0);
  });

  it("is not blocked by the lock of a server or a restore that was killed", async () => {
    const target = mkdtempSync(join(tmpdir(), "bastion-stale-"));
    mkdirSync(runDir(target), { recursive: true });
    const dead = { pid: 2_147_000_000, host: hostname(), started_at: "2026-01-01T00:00:00.000Z", proc_start: null };
    writeFileSync(join(runDir(target), `${dead.host}-${dead.pid}.lock`), JSON.stringify(dead));
    writeFileSync(restoreLockPath(target), JSON.stringify(dead));
    const result = await manage(configFor(target), "restore", file);
    expect(result.code, result.out).toBe(0);
    expect(readdirSync(runDir(target))).toEqual([]);
    expect(existsSync(restoreLockPath(target))).toBe(false);
  });

  it("holds DATA_DIR while it runs: a server does not start meanwhile and says why, nor does a second restore", async () => {
    const target = mkdtempSync(join(tmpdir(), "bastion-restoring-"));
    const lock = await holdRestoreLock(target);
    if ("heldBy" in lock) throw new Error("a fresh folder's restore lock is free");
    const holder = `pid ${process.pid} on ${hostname()}, started [^)]+`;
    try {
      const server = spawnServer({ port: await freePort(), dataDir: target, stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      server.stderr?.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const [code] = await once(server, "exit");
      expect(code).toBe(1);
      expect(stderr.trim()).toMatch(
        new RegExp(
          `^A restore is replacing the data in ${target} \\(${holder}\\)\\. Start the server once it has ended\\.$`,
        ),
      );
      // It let go of DATA_DIR at once, and never opened the database being replaced.
      expect(readdirSync(runDir(target))).toEqual([]);
      expect(existsSync(sqlitePath(target))).toBe(false);

      const second = await manage(configFor(target), "restore", file);
      expect(second.code).toBe(1);
      expect(second.out).toMatch(
        new RegExp(`^Another restore is running against ${target} \\(${holder}\\)\\. Wait for it to end\\.$`),
      );
    } finally {
      await lock.release();
    }
    expect((await manage(configFor(target), "restore", file)).code).toBe(0);
    expect(existsSync(restoreLockPath(target))).toBe(false);
  }, 60_000);

  it("refuses a backup taken by a newer version of the site", async () => {
    const newer = await sqliteSite();
    try {
      await sql`insert into kysely_migration (name, timestamp) values (${"2099-01-01T0000-newer"}, ${"2099"})`.execute(
        newer.handle.db,
      );
      expect((await manage(newer.config, "backup")).code).toBe(0);
      const newerFile = join(newer.config.backupDir, backupsIn(newer.config.backupDir)[0] ?? "");
      const target = mkdtempSync(join(tmpdir(), "bastion-older-"));
      const refused = await manage(configFor(target), "restore", newerFile);
      expect(refused).toEqual({
        code: 1,
        out: `${newerFile} was taken by a newer version of the site (its schema has 2099-01-01T0000-newer). Restore it with that version or a later one.`,
      });
      expect(readdirSync(target)).toEqual([]);
    } finally {
      await newer.close();
    }
  });
});

describe("a backup while a writer inserts punishments", () => {
  it("holds every batch acknowledged before it began, no half batch, and counters equal to its rows", async () => {
    const site = await sqliteSite();
    const target = mkdtempSync(join(tmpdir(), "bastion-busy-"));
    try {
      const db = site.handle.db;
      await seedPunishments(
        db,
        Array.from({ length: 3000 }, () => punishmentInput()),
      );
      const acked: number[] = [];
      let stop = false;
      const writer = (async () => {
        for (let batch = 1; !stop; batch += 1) {
          await seedPunishments(
            db,
            Array.from({ length: 50 }, () => punishmentInput({ player: `writer${batch}` })),
          );
          acked.push(batch);
          // better-sqlite3 answers without I/O: without a turn of the event loop the writer would starve the backup.
          await turn();
        }
      })();
      while (acked.length < 5) await sleep(5);
      const before = acked.length;
      const backup = await manage(site.config, "backup");
      const after = acked.length;
      // Writes go on after the backup, so that the copy provably stops somewhere in the stream.
      while (acked.length < after + 3) await sleep(5);
      stop = true;
      await writer;
      expect(backup.code, backup.out).toBe(0);

      const file = join(site.config.backupDir, backupsIn(site.config.backupDir)[0] ?? "");
      expect((await manage(configFor(target), "restore", file)).code).toBe(0);
      const restored = createDatabase(configFor(target));
      try {
        const batches = await restored.db
          .selectFrom("punishments")
          .select(["player", sql<number>`count(*)`.as("rows")])
          .where("player", "like", "writer%")
          .groupBy("player")
          .execute();
        const numbers = batches.map((row) => Number(row.player.slice("writer".length))).sort((a, b) => a - b);
        expect(batches.every((row) => Number(row.rows) === 50)).toBe(true);
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
        expect(numbers.length).toBeGreaterThanOrEqual(before);
        expect(numbers.length).toBeLessThan(acked.length);
        const total = await restored.db
          .selectFrom("punishments")
          .select(sql<number>`count(*)`.as("n"))
          .executeTakeFirstOrThrow();
        expect(Number(total.n)).toBe(3000 + 50 * numbers.length);
        expect(await countOfType(restored.db, "All")).toBe(Number(total.n));
      } finally {
        await restored.db.destroy();
      }
    } finally {
      await site.close();
    }
  }, 60_000);
});

describe("scheduled backups", () => {
  let site: SqliteSite;
  beforeAll(async () => {
    site = await sqliteSite();
  });
  afterAll(() => site.close());

  const instance = (holder: string): ScheduleDeps => ({
    database: site.handle,
    config: { ...site.config, BACKUP_EVERY_HOURS: 1, BACKUP_KEEP: 2 },
    log: site.app.log,
    holder,
  });

  it("of two instances asking at once one takes it, then none is due; the newest BACKUP_KEEP are kept", async () => {
    const first = await Promise.all([runScheduledBackup(instance("a")), runScheduledBackup(instance("b"))]);
    expect(first.filter((result) => result === "taken")).toHaveLength(1);
    expect(backupsIn(site.config.backupDir)).toHaveLength(1);
    expect(await runScheduledBackup(instance("a"))).toBe("not due");

    const age = async () => {
      await site.handle.db
        .updateTable("backups")
        .set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
        .execute();
      await sleep(1100); // a new file name each second
    };
    for (let n = 0; n < 2; n += 1) {
      await age();
      expect(await runScheduledBackup(instance(`c${n}`))).toBe("taken");
    }
    expect(backupsIn(site.config.backupDir)).toHaveLength(2);
    expect((await lastBackup(site.handle.db))?.kind).toBe("scheduled");
  });

  /** Every recorded backup two hours old, so a backup every hour is due. */
  const lastBackupsTwoHoursOld = () =>
    site.handle.db
      .updateTable("backups")
      .set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
      .execute();

  it("takes over the lease of an instance that died holding it", async () => {
    await lastBackupsTwoHoursOld();
    await site.handle.db
      .insertInto("maintenance_leases")
      .values({ name: "scheduled-backup", holder: "dead", expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await runScheduledBackup(instance("alive"))).toBe("taken");
    expect(await site.handle.db.selectFrom("maintenance_leases").selectAll().execute()).toEqual([]);
  });

  it("judges a lease by the database's clock: an instance whose clock runs hours ahead waits for a live one", async () => {
    const recorded = await site.handle.db.selectFrom("backups").select(["file_name", "created_at"]).execute();
    await lastBackupsTwoHoursOld();
    // A live lease by the database's clock (it runs out in ten minutes).
    await site.handle.db
      .insertInto("maintenance_leases")
      .values({ name: "scheduled-backup", holder: "busy", expires_at: new Date(Date.now() + 600_000).toISOString() })
      .execute();
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 3_600_000 });
    try {
      expect(await runScheduledBackup(instance("ahead"))).toBe("busy");
    } finally {
      vi.useRealTimers();
    }
    expect(await site.handle.db.selectFrom("maintenance_leases").select("holder").execute()).toEqual([
      { holder: "busy" },
    ]);
    await site.handle.db.deleteFrom("maintenance_leases").execute();
    for (const { file_name, created_at } of recorded) {
      await site.handle.db.updateTable("backups").set({ created_at }).where("file_name", "=", file_name).execute();
    }
  });

  it("says a backup is overdue past twice the interval, and never without a schedule", async () => {
    const last = await lastBackup(site.handle.db);
    expect(backupOverdue(last, 1)).toBe(false);
    expect(backupOverdue(last, 1, Date.now() + 2.5 * 3_600_000)).toBe(true);
    expect(backupOverdue(undefined, 24)).toBe(true);
    expect(backupOverdue(undefined, undefined)).toBe(false);
  });

  it("a server with BACKUP_EVERY_HOURS takes one at start when none is recent", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bastion-scheduled-"));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      BOT_CHECK: "none",
      LOG_LEVEL: "silent",
      BACKUP_EVERY_HOURS: "24",
    });
    const handle = createDatabase(config);
    const app = await buildApp(config, { database: handle, serveWeb: false });
    try {
      await app.ready();
      for (let waited = 0; backupsIn(config.backupDir).length === 0 && waited < 100; waited += 1) await sleep(100);
      expect(backupsIn(config.backupDir)).toHaveLength(1);
    } finally {
      await app.close();
      await handle.db.destroy();
    }
  });
});

describe("a site on PostgreSQL", () => {
  it("backs up its files, tells how to back up the database with pg_dump (password masked), and restores the files", async () => {
    const postgres = await startOwnPostgres();
    const url = postgres.url.replace("bastion@", "bastion:s3cret-pw@");
    const dataDir = mkdtempSync(join(tmpdir(), "bastion-pg-site-"));
    const target = mkdtempSync(join(tmpdir(), "bastion-pg-restored-"));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, BOT_CHECK: "none", LOG_LEVEL: "silent" });
    try {
      mkdirSync(join(dataDir, "media", "avatars"), { recursive: true });
      writeFileSync(join(dataDir, "media", "avatars", "p.webp"), "picture");
      expect((await manage(config, "migrate")).code).toBe(0);
      const backup = await manage(config, "backup");
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toMatch(/^Backup written: .+\.tar\.gz \(.+\): the files only \(1 file\)\.$/m);
      expect(backup.out).toContain("This site's database is PostgreSQL, which this file does not hold.");
      expect(backup.out).toMatch(
        /pg_dump --format=custom --file='.+\.dump' 'postgres:\/\/bastion:\*\*\*\*@127\.0\.0\.1:\d+\/postgres'/,
      );
      expect(backup.out).not.toContain("s3cret-pw");
      const file = join(config.backupDir, backupsIn(config.backupDir)[0] ?? "");

      const restore = await manage({ ...config, dataDir: target }, "restore", file);
      expect(restore.code, restore.out).toBe(0);
      expect(readFileSync(join(target, "media", "avatars", "p.webp"), "utf8")).toBe("picture");
      expect(restore.out).toMatch(/pg_restore --clean --if-exists --no-owner --dbname='postgres:\/\/bastion:\*\*\*\*@/);
      expect(restore.out).not.toContain("s3cret-pw");
    } finally {
      postgres.remove();
      // The site's and the restore's folders (with the backup under the first): nothing left in /tmp.
      for (const dir of [dataDir, target]) rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
