import type { PunishedPlayersResponse } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createTestDatabase, type TestDatabase } from "../../../test/database";
import { litebansRow, uuidOf } from "../../../test/factories/litebans";
import { createLitebansDb, type LitebansDb, waitFor } from "../../../test/litebans";
import { TcpProxy } from "../../../test/tcp-proxy";
import { runCli } from "../../cli/run";
import { countOfType } from "../punishments/punishments.counters";
import * as repo from "./litebans.repository";
import { LitebansSyncRunner } from "./litebans.runner";

// LiteBans going away, answering slowly, or missing a table: the site keeps serving what it has, the
// sync retries with backoff, and the log says what is wrong once per change, not once per attempt.
// The app reaches MariaDB through a TCP proxy that the tests cut and restore.

let lb: LitebansDb;
let proxy: TcpProxy;
let t: TestApp;
let database: TestDatabase;
let closed = false;
const lines: string[] = [];
let nextId = 100;

const logged = (text: string) => lines.filter((line) => line.includes(text));

async function banCount() {
  const response = await new TestClient(t.app).get("/punished/api/punished-players/?punishment_type=Ban");
  expect(response.statusCode).toBe(200);
  return response.json<PunishedPlayersResponse>().pageNumbers.length;
}

async function addBan(reason: string) {
  nextId += 1;
  await lb.insert("bans", [litebansRow("bans", { id: nextId, uuid: uuidOf(1), reason, time: Date.now() })]);
}

const saved = (reason: string) =>
  waitFor(`'${reason}' saved`, async () =>
    t.db.selectFrom("punishments").select("id").where("reason", "=", reason).executeTakeFirst(),
  );

/** Waits until the sync has failed `attempts` more times (each failed attempt stamps last_error_at). */
async function failedAttempts(attempts: number) {
  const seen = new Set<string>();
  return waitFor(`${attempts} failed attempts`, async () => {
    const status = await repo.readStatus(t.db);
    if (status.failing_since && status.last_error_at) seen.add(status.last_error_at);
    return seen.size >= attempts ? status : undefined;
  });
}

beforeAll(async () => {
  lb = await createLitebansDb();
  await lb.insert("history", [{ id: 1, date: new Date(), name: "Griefer", uuid: uuidOf(1), ip: "10.0.0.1" }]);
  await lb.insert(
    "bans",
    Array.from({ length: 30 }, (_, index) => litebansRow("bans", { id: index + 1, uuid: uuidOf(1) })),
  );
  const url = new URL(lb.url);
  proxy = await TcpProxy.start(Number(url.port));
  url.port = String(proxy.port);
  // The site's database outlives the app: the last test runs a runner of its own on it.
  database = await createTestDatabase();
  t = await createTestApp(
    { LITEBANS_DATABASE_URL: url.toString(), LITEBANS_SYNC_SECONDS: "1", LOG_LEVEL: "info" },
    { logStream: { write: (line) => lines.push(line) }, database },
  );
  await waitFor("the first import", async () => (await repo.readStatus(t.db)).first_import_done_at ?? undefined);
}, 60_000);
afterAll(async () => {
  if (!closed) await t?.close();
  await database?.drop();
  await proxy?.close();
  await lb?.close();
});

describe("LiteBans unreachable", () => {
  it("keeps the site serving, retries with backoff, says so once, and catches up when it is back", async () => {
    const pages = await banCount();
    await proxy.cut();
    await addBan("Banned while LiteBans was away");
    const status = await failedAttempts(3);
    expect(status.last_error).toMatch(/^LiteBans' database is unreachable \(ECONNREFUSED\)/);
    expect(await banCount()).toBe(pages);
    expect(logged("LiteBans sync failed")).toHaveLength(1);
    // Backoff: three failures took at least 1 + 2 s of waiting between them.
    const failingFor = Date.parse(status.last_error_at ?? "") - Date.parse(status.failing_since ?? "");
    expect(failingFor).toBeGreaterThanOrEqual(2900);

    const { out } = await cli("litebans-status");
    expect(out[0]).toMatch(/^LiteBans sync: failing/);
    expect(out.find((line) => line.startsWith("Last error:"))).toMatch(/unreachable .*; failing since /);
    expect(out.at(-1)).toMatch(/^LiteBans could not be read just now: .*unreachable/);

    await proxy.restore();
    await saved("Banned while LiteBans was away");
    await waitFor("recovery", async () => (await repo.readStatus(t.db)).failing_since === null);
    expect(logged("LiteBans sync works again after")).toHaveLength(1);
    expect(logged("LiteBans sync failed")).toHaveLength(1);
    expect(await countOfType(t.db, "Ban")).toBe(31);
  });
});

describe("a LiteBans table missing", () => {
  it("keeps syncing the other tables and names the missing one until it is back", async () => {
    await lb.query("RENAME TABLE litebans_warnings TO litebans_warnings_away");
    await addBan("Banned while warnings were missing");
    await saved("Banned while warnings were missing");
    const status = await failedAttempts(2);
    expect(status.last_error).toMatch(/LiteBans table litebans_warnings missing/);
    expect(logged("LiteBans sync failed: LiteBans table litebans_warnings missing")).toHaveLength(1);

    await lb.query("RENAME TABLE litebans_warnings_away TO litebans_warnings");
    await lb.insert("warnings", [litebansRow("warnings", { id: 1, uuid: uuidOf(1), reason: "Warned after all" })]);
    await saved("Warned after all");
    await waitFor("recovery", async () => (await repo.readStatus(t.db)).failing_since === null);
    expect(logged("LiteBans sync works again after")).toHaveLength(2);
  });
});

describe("LiteBans answering slowly", () => {
  it("gives up on a query after the timeout and retries", async () => {
    // A runner of its own with a short query timeout, on the same site while the app's runner is stopped.
    await t.close();
    closed = true;
    const log: string[] = [];
    const url = new URL(lb.url);
    url.port = String(proxy.port);
    const runner = new LitebansSyncRunner({
      db: t.db,
      source: { url: url.toString(), prefix: "litebans_", queryTimeoutMs: 500 },
      log: { info: (line) => log.push(line), warn: (line) => log.push(line) },
      intervalMs: 200,
      maxBackoffMs: 400,
    });
    proxy.delayMs = 1500;
    runner.start();
    try {
      await addBan("Banned while LiteBans was slow");
      await failedAttempts(2);
      const status = await repo.readStatus(t.db);
      expect(status.last_error).toBe("LiteBans' database did not answer within 0.5 s");
      expect(log.filter((line) => line.startsWith("LiteBans sync failed"))).toHaveLength(1);
      proxy.delayMs = 0;
      await saved("Banned while LiteBans was slow");
    } finally {
      await runner.stop();
    }
  });
});

async function cli(...args: string[]) {
  const out: string[] = [];
  const config = { ...t.config, DATABASE_URL: t.database.url };
  const code = await runCli(args, config, { print: (line) => out.push(line), printError: (line) => out.push(line) });
  return { code, out };
}
