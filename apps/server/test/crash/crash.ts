import type { ChildProcess } from "node:child_process";
import { mulberry32 } from "@bastion/shared";
import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import { createApiKey } from "../../src/features/api-keys/api-keys.service";
import { CLI_ACTOR } from "../../src/features/audit/audit.service";
import type { TestDatabase } from "../database";
import { punishmentInput } from "../factories/punishments";
import { freePort } from "../free-port";
import { spawnServer } from "../server-process";
import { counterProblems, integrityProblems } from "./checks";

// kill -9 at random moments while writers are at work over real HTTP, then a restart and checks:
// the database is whole, every acknowledged write is there, no batch is half stored, and the
// punishment counters equal the rows. Sign-ups and 200-row punishment batches (with re-sends).

export interface CrashOptions {
  kills: number;
  seed: number;
  database: TestDatabase;
  writers?: number;
}

export interface CrashReport {
  kills: number;
  acknowledged: number;
  lost: number;
  problems: string[];
}

const BATCH = 200;

async function startServer(database: TestDatabase, port: number): Promise<ChildProcess> {
  const child = spawnServer({
    port,
    dataDir: database.dataDir,
    databaseUrl: database.url,
    // Each sign-up names its own client address, so the per-address limit stays out of the way.
    env: { TRUST_PROXY: "1" },
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server did not start after a kill (exit ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/get_csrf_token/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error("the server did not start within 60 s after a kill");
}

/** Sign-ups and batches in a loop until the server goes away; records what it acknowledged. */
async function writer(base: string, key: string, id: string, acked: { users: string[]; batches: string[] }) {
  const csrf = await fetch(`${base}/api/get_csrf_token/`);
  const cookie = (csrf.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  for (let n = 0; ; n += 1) {
    const username = `crash${id}x${n}`;
    const signUp = await fetch(`${base}/users/api/register/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie,
        "x-csrftoken": csrf_token,
        "x-xsrf-token": cookie.split("=")[1] ?? "",
        "x-forwarded-for": `10.${n % 250}.${Number.parseInt(id, 36) % 250}.${(n >> 8) % 250}`,
      },
      body: JSON.stringify({
        username,
        email: `${username}@example.test`,
        password1: "emerald-pickaxe-42",
        password2: "emerald-pickaxe-42",
      }),
    });
    if (signUp.status === 201) acked.users.push(username);
    // A batch, sent twice: the re-send updates the same rows and must not add any.
    const batch = `b${id}x${n}`;
    const rows = Array.from({ length: BATCH }, (_, i) =>
      punishmentInput({ id: `${batch}-${i}`, player: `P${id}${i % 17}`, type: i % 2 ? "Ban" : "Mute" }),
    );
    for (let send = 0; send < 2; send += 1) {
      const answer = await fetch(`${base}/api/v1/punishments`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
        body: JSON.stringify({ punishments: rows }),
      });
      if (answer.status === 200 && send === 0) acked.batches.push(batch);
    }
  }
}

async function check(db: Db, postgres: boolean, acked: { users: string[]; batches: string[] }, report: CrashReport) {
  report.problems.push(...(await integrityProblems(db, postgres)));
  const users = new Set(
    (await db.selectFrom("users").select("username").where("username", "like", "crash%").execute()).map(
      (u) => u.username,
    ),
  );
  for (const username of acked.users) if (!users.has(username)) report.lost += 1;
  // A sign-up is one transaction: no account without its pending verification.
  const orphans = await db
    .selectFrom("users")
    .leftJoin("email_verifications", "email_verifications.user_id", "users.id")
    .select("users.username")
    .where("users.username", "like", "crash%")
    .where("email_verifications.id", "is", null)
    .execute();
  if (orphans.length > 0) report.problems.push(`${orphans.length} accounts without their verification`);
  // The batch is the external id's part before the dash (PostgreSQL and SQLite spell it differently).
  const batchOf = postgres
    ? sql<string>`split_part(external_id, '-', 1)`
    : sql<string>`substr(external_id, 1, instr(external_id, '-') - 1)`;
  const perBatch = await db
    .selectFrom("punishments")
    .select([batchOf.as("batch"), (eb) => eb.fn.countAll<string>().as("rows")])
    .where("external_id", "is not", null)
    .groupBy(batchOf)
    .execute();
  const stored = new Map(perBatch.map((row) => [row.batch, Number(row.rows)]));
  for (const [batch, rows] of stored) if (rows !== BATCH) report.problems.push(`half batch ${batch}: ${rows} rows`);
  for (const batch of acked.batches) if (stored.get(batch) !== BATCH) report.lost += 1;
  report.problems.push(...(await counterProblems(db)));
}

/** Kills the server `kills` times under concurrent writers, checking everything after each restart. */
export async function runCrash(options: CrashOptions): Promise<CrashReport> {
  const random = mulberry32(options.seed);
  const { database } = options;
  const db = database.handle.db;
  const port = await freePort();
  const report: CrashReport = { kills: 0, acknowledged: 0, lost: 0, problems: [] };
  let child = await startServer(database, port);
  const { key } = await createApiKey(db, { name: "Crash test", scopes: ["punishments:write"] }, CLI_ACTOR);
  const acked = { users: [] as string[], batches: [] as string[] };
  try {
    for (let round = 0; round < options.kills; round += 1) {
      const base = `http://127.0.0.1:${port}`;
      const writers = Array.from({ length: options.writers ?? 6 }, (_, w) =>
        writer(base, key, `${round.toString(36)}${w}`, acked).catch(() => undefined),
      );
      // Kill once the writers are at work (a first write of this round acknowledged, however busy the
      // machine), at a random moment after that.
      const before = acked.users.length + acked.batches.length;
      for (let waited = 0; acked.users.length + acked.batches.length === before && waited < 30_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, random() * 1200));
      child.kill("SIGKILL");
      await Promise.all(writers);
      report.kills += 1;
      child = await startServer(database, port);
      await check(db, Boolean(database.url), acked, report);
    }
  } finally {
    child.kill("SIGKILL");
  }
  report.acknowledged = acked.users.length + acked.batches.length;
  return report;
}
