// The owner console's people search at 100,000 accounts (issue 14's target: p95 ≤ 50 ms for a search),
// on SQLite and, when Debian's postgresql is installed (or BENCH_DATABASE_URL names a server), on
// PostgreSQL: p50/p95 of GET /admin/api/people/ one request at a time, as the owner.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDatabase, type DatabaseHandle, migrateToLatest } from "@bastion/server";
import { sql } from "kysely";
import pg from "pg";
import { startThrowawayPostgres } from "../lib/postgres-throwaway";
import { startApi } from "./harness/servers";
import { SiteClient } from "./harness/site-client";
import { loadLine, measure, REQUESTS, resultLine, WARMUP } from "./harness/timing";
import { ACCOUNTS, fillAccounts } from "./seed/accounts";
import { benchConfig, createUser, withoutSecondFactorRule } from "./seed/site";

const PEOPLE = "/admin/api/people/";
const OWNER = { username: "BenchOwner", email: "owner@bench.example", password: "a-long-bench-passphrase" };
const url = (params: Record<string, string>) => `${PEOPLE}?${new URLSearchParams(params)}`;
/** What an owner types: a name fragment, a whole name, an e-mail domain, one letter, digits and misses. */
const SEARCHES = ["dra", "blazeking", "gmail", "@proton.me", "e", "nox_", "4711", "zzqx", "steve", "kel", "wolf", "qq"];

const CASES = [
  { name: "search (12 kinds, page 1)", target: 50, paths: SEARCHES.map((search) => url({ search })) },
  { name: "search, page 40 of a common one", target: 50, paths: [url({ search: "a", page: "40" })] },
  {
    name: "search + deactivated filter",
    target: 50,
    paths: SEARCHES.map((search) => url({ search, deactivated: "true" })),
  },
  { name: "no search, page 1", target: 50, paths: [url({})] },
  {
    name: "filters only (group, unverified)",
    target: 50,
    paths: [url({ group: "downloads" }), url({ unverified: "true" })],
  },
];

/** The accounts, then their owner (made as an owner makes one), then the API, signed in to as the owner. */
async function benchOne(label: string, dataDir: string, databaseUrl: string, fill: () => Promise<void>) {
  await fill();
  await createUser(benchConfig(dataDir, databaseUrl), { ...OWNER, groups: ["owner"] });
  await withoutSecondFactorRule(benchConfig(dataDir, databaseUrl));
  const api = await startApi({ dataDir, databaseUrl });
  const { base } = api;
  try {
    const owner = new SiteClient(base);
    await owner.signIn(OWNER.email, OWNER.password);
    const headers = { cookie: owner.jar.header() };
    const check = (await (await fetch(base + url({ search: "dra" }), { headers })).json()) as {
      total: number;
      more: boolean;
    };
    const matches = `${check.total.toLocaleString("en")}${check.more ? "+" : ""}`;
    console.log(
      `  ${label}: "dra" matches ${matches} of ${(ACCOUNTS + 1).toLocaleString("en")} accounts (counted to 1,000)`,
    );
    let failed = 0;
    for (const item of CASES) {
      const { ok, line } = resultLine(item.name, await measure(base, item.paths, { headers }), item.target);
      if (!ok) failed += 1;
      console.log(line);
    }
    return failed;
  } finally {
    await api.stop();
  }
}

/** A migrated database handle for the bench, on SQLite in `dataDir` or PostgreSQL at `url`. */
async function migrated(dataDir: string, databaseUrl: string): Promise<DatabaseHandle> {
  const handle = createDatabase({ dataDir, DATABASE_URL: databaseUrl });
  await migrateToLatest(handle.db);
  return handle;
}

async function withData(
  databaseUrl: string,
  body: (dataDir: string, fill: () => Promise<void>) => Promise<number>,
): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-admin-"));
  const handle = await migrated(dataDir, databaseUrl);
  try {
    return await body(dataDir, async () => {
      await fillAccounts(handle.db);
      // Fresh statistics, as a site that has grown to this size has (autovacuum / ANALYZE).
      await sql`analyze`.execute(handle.db);
    });
  } finally {
    await handle.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run() {
  console.log(
    `Owner console people search: ${ACCOUNTS.toLocaleString("en")} accounts, HTTP on loopback, one client at a time,` +
      ` ${REQUESTS} requests per case after ${WARMUP} to warm up`,
  );
  console.log(loadLine());
  console.log(`  ${"case".padEnd(32)} ${"p50".padStart(9)} ${"p95".padStart(9)}   target     answer`);
  let failed = await withData("", (dataDir, fill) => benchOne("SQLite", dataDir, "", fill));

  const throwaway = process.env.BENCH_DATABASE_URL ? undefined : startThrowawayPostgres();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? throwaway?.url;
  if (!serverUrl) {
    console.log("  PostgreSQL: not installed (apt-get install postgresql) and BENCH_DATABASE_URL unset; skipped.");
  } else {
    try {
      const name = `bastion_bench_admin_${process.pid}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
      try {
        failed += await withData(databaseUrl, (dataDir, fill) => benchOne("PostgreSQL", dataDir, databaseUrl, fill));
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    } finally {
      throwaway?.stop();
    }
  }
  if (failed > 0) console.log(`  ${failed} target(s) missed on this machine.`);
}
