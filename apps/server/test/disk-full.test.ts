import { execFileSync } from "node:child_process";
import { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { createDatabase, type DatabaseHandle, type Db } from "../src/db/database";
import { createApiKey } from "../src/features/api-keys/api-keys.service";
import { CLI_ACTOR } from "../src/features/audit/audit.service";
import { readiness } from "../src/features/health/health.service";
import { DISK_FULL_READY_MS, OUT_OF_DISK } from "../src/lib/disk-full";
import { buildUser, TestClient } from "./app";
import { createTestDatabase } from "./database";
import { punishmentInput } from "./factories/punishments";

// A full disk, made real on each database. SQLite: DATA_DIR on a small tmpfs, filled up with a file,
// so every write of the database, the outbox and the media fails as on a real full disk (where
// tmpfs cannot be mounted the SQLite case is skipped, and says why). PostgreSQL: its writes fail
// with its disk_full error (SQLSTATE 53100), raised by triggers, since a test cannot fill its server.

const isPostgres = () => Boolean(process.env.DATABASE_URL);
const WRITTEN_TABLES = ["users", "punishments", "rate_limits", "sessions"];

interface Disk {
  dataDir: string;
  fill(db: Db): Promise<void>;
  free(db: Db): Promise<void>;
  close(): void;
}

function mountTmpfs(): { dir: string; unmount(): void } | { reason: string } {
  const dir = mkdtempSync(join(tmpdir(), "bastion-full-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", dir], { stdio: "pipe" });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { reason: `cannot mount a tmpfs here (${String((error as Error).message).split("\n")[0]})` };
  }
  return {
    dir,
    unmount() {
      execFileSync("umount", ["-l", dir], { stdio: "pipe" });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes zeros to `file` until the file system has no room left. */
function fillUp(file: string) {
  const fd = openSync(file, "w");
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
}

function postgresDisk(): Disk {
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-full-"));
  return {
    dataDir,
    async fill(db) {
      await sql`CREATE FUNCTION disk_is_full() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$
        LANGUAGE plpgsql`.execute(db);
      for (const table of WRITTEN_TABLES) {
        await sql
          .raw(`CREATE TRIGGER disk_is_full BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION disk_is_full()`)
          .execute(db);
      }
    },
    async free(db) {
      for (const table of WRITTEN_TABLES) await sql.raw(`DROP TRIGGER disk_is_full ON ${table}`).execute(db);
      await sql`DROP FUNCTION disk_is_full()`.execute(db);
    },
    close: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

function tmpfsDisk(mount: { dir: string; unmount(): void }): Disk {
  const filler = join(mount.dir, "filler");
  return {
    dataDir: mount.dir,
    async fill(db) {
      // An emptied WAL must grow for the next write, and there will be no room for it to grow.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      fillUp(filler);
    },
    async free() {
      rmSync(filler, { force: true });
    },
    close: () => mount.unmount(),
  };
}

const mount = isPostgres() ? undefined : mountTmpfs();
const skipReason = mount && "reason" in mount ? mount.reason : undefined;
if (skipReason) console.log(`full-disk test on SQLite skipped: ${skipReason}`);

describe("a full disk", () => {
  const lines: string[] = [];
  let database: DatabaseHandle;
  let disk: Disk;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Db;
  beforeAll(async () => {
    if (skipReason) return;
    disk = mount && "dir" in mount ? tmpfsDisk(mount) : postgresDisk();
    if (isPostgres()) {
      const test = await createTestDatabase();
      database = test.handle;
      dropDatabase = test.drop;
    } else {
      database = createDatabase({ dataDir: disk.dataDir, DATABASE_URL: undefined });
      dropDatabase = () => database.db.destroy();
    }
    db = database.db;
    // A mail that a full disk cut off in an earlier run: it was never sent, and goes at start.
    mkdirSync(join(disk.dataDir, "outbox"), { recursive: true });
    writeFileSync(join(disk.dataDir, "outbox", "2026-01-01-000001-cut.eml.part"), "half a mail");
    const config = loadConfig({ DATA_DIR: disk.dataDir, BOT_CHECK: "none", LOG_LEVEL: "error" });
    app = await buildApp(config, {
      database,
      serveWeb: false,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.ready();
  });
  let dropDatabase: () => Promise<void>;
  afterAll(async () => {
    if (skipReason) return;
    await app.close();
    await dropDatabase();
    disk.close();
  });

  it.skipIf(skipReason)(
    "answers writes with a clear 507, keeps reads working, logs the cause once, and recovers without a restart",
    async () => {
      expect(readdirSync(join(disk.dataDir, "outbox"))).toEqual([]);
      const reader = await buildUser(db);
      const signedIn = new TestClient(app);
      await signedIn.signInAs(db, reader.id);
      const { key } = await createApiKey(db, { name: "Game server", scopes: ["punishments:write"] }, CLI_ACTOR);
      const usersBefore = await db.selectFrom("users").select("id").execute();
      await disk.fill(db);

      const signUp = (n: number) =>
        new TestClient(app).request({
          method: "POST",
          url: "/users/api/register/",
          payload: {
            username: `full${n}`,
            email: `full${n}@example.test`,
            password1: "emerald-pickaxe-42",
            password2: "emerald-pickaxe-42",
          },
          remoteAddress: `198.51.100.${n}`,
        });
      for (let n = 1; n <= 3; n += 1) {
        const refused = await signUp(n);
        expect(refused.statusCode).toBe(507);
        expect(refused.json()).toEqual({ message: OUT_OF_DISK, code: "disk_full" });
      }
      const batch = await app.inject({
        method: "POST",
        url: "/api/v1/punishments",
        headers: { authorization: `Bearer ${key}` },
        payload: { punishments: [punishmentInput({ id: "full-1" }), punishmentInput({ id: "full-2" })] },
      });
      expect(batch.statusCode).toBe(507);
      expect(batch.json()).toEqual({ message: OUT_OF_DISK, code: "disk_full" });

      // What needs no write still works.
      expect((await signedIn.get("/users/api/user-basic-info/")).json().username).toBe(reader.username);
      expect((await signedIn.get("/punished/api/punished-players/?page=1")).statusCode).toBe(200);
      expect((await signedIn.get("/announcements/api/list/?page=1")).statusCode).toBe(200);

      // Nothing half written; one log line naming the real cause, not the rollback's error.
      expect(await db.selectFrom("users").select("id").execute()).toEqual(usersBefore);
      expect(await db.selectFrom("punishments").select("id").execute()).toEqual([]);
      const logged = lines.join("");
      expect(logged).toMatch(isPostgres() ? /53100|No space left on device/ : /SQLITE_FULL/);
      expect(logged).not.toContain("cannot rollback");
      expect(lines.filter((line) => line.includes("out of disk space"))).toHaveLength(1);

      if (!isPostgres()) {
        // The outbox is on the full disk too: a mail that cannot be written leaves no .part behind.
        const mail = { to: "a@example.test", subject: "s", text: "t", html: "<p>t</p>" };
        await expect(app.mailer.send(mail)).rejects.toThrow(/ENOSPC/);
        expect(readdirSync(join(disk.dataDir, "outbox")).filter((name) => name.endsWith(".part"))).toEqual([]);
        // A load balancer sees it too: /readyz names DATA_DIR, while /healthz says the process is fine.
        const ready = await app.inject({ method: "GET", url: "/readyz" });
        expect(ready.statusCode).toBe(503);
        expect(ready.json().message).toMatch(
          /^Not ready: data_dir \(a test write to DATA_DIR failed or took over 1 s\)/,
        );
        expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      }
      // On both databases /readyz names the failed writes: PostgreSQL still answers `select 1` with its
      // disk full, and its disk need not be DATA_DIR's.
      const full = await app.inject({ method: "GET", url: "/readyz" });
      expect(full.statusCode).toBe(503);
      expect(full.json().checks.database.ok).toBe(true);
      expect(full.json().checks.disk_space).toEqual({
        ok: false,
        detail: "a write failed for want of space in the last 60 s",
      });
      expect(full.json().message).toMatch(/disk_space \(a write failed for want of space/);

      await disk.free(db);
      expect((await signUp(4)).statusCode).toBe(201);
      // Still named for a minute after the last failure, then ready: a load balancer does not flap.
      const after = await app.inject({ method: "GET", url: "/readyz" });
      expect(after.statusCode).toBe(503);
      expect(after.json().message).toBe("Not ready: disk_space (a write failed for want of space in the last 60 s).");
      const later = await readiness(db, disk.dataDir, app.diskFull, Date.now() + DISK_FULL_READY_MS + 1000);
      expect(later).toMatchObject({ status: "ready", checks: { disk_space: { ok: true } } });
    },
  );
});
