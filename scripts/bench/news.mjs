// The news network feed (issue 12's targets: p95 ≤ 5 ms and ≥ 3,000 requests/s with 20 connections):
// a fresh SQLite database with two networks of 10 templates in each of the 11 lists, the API in its
// own process, p50/p95 one request at a time, then autocannon with 20 connections for 10 s.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { register } from "tsx/esm/api";
import { startServer, timeRequests } from "./server-process.mjs";

const REQUESTS = 500;
const WARMUP = 50;
const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 5;
const TARGET_RPS = 3000;

/** A network as a keen owner fills it: 10 entries of about 90 characters in every list. */
function busyNetwork(shared, testing, overrides) {
  const templates = Object.fromEntries(
    shared.NEWS_TEMPLATE_LISTS.map((list) => [
      list,
      Array.from({ length: 10 }, (_, index) => `${shared.NEWS_TEMPLATE_EXAMPLES[list]} (${index + 1})`.slice(0, 200)),
    ]),
  );
  return shared.newsNetworkFormSchema.parse(testing.exampleNetworkForm({ ...templates, ...overrides }));
}

/** Two networks (open, and locked to 100 players) made through the real service; their feed paths. */
async function seed(dataDir) {
  const shared = await import("../../packages/shared/src/index.ts");
  const testing = await import("../../packages/shared/src/testing/index.ts");
  const { createDatabase } = await import("../../apps/server/src/db/database.ts");
  const { migrateToLatest } = await import("../../apps/server/src/db/migrate.ts");
  const { createAccount } = await import("../../apps/server/src/features/accounts/accounts.service.ts");
  const news = await import("../../apps/server/src/features/news-networks/news-networks.service.ts");
  const { db } = createDatabase({ dataDir, DATABASE_URL: undefined });
  try {
    await migrateToLatest(db);
    const id = await createAccount(db, {
      username: "BenchOwner",
      email: "bench@example.test",
      password: "a-long-bench-passphrase",
      verified: true,
    });
    const user = { id, username: "BenchOwner", profile_img: null, groups: [], permissions: [], sessionIdHash: "" };
    const players = Array.from({ length: 100 }, (_, index) => `player_${index}`);
    const paths = [];
    for (const overrides of [{}, { is_locked: true, allowed_usernames: players }]) {
      const networkId = await news.create(db, user, busyNetwork(shared, testing, overrides));
      const detail = await news.inspect(db, "", networkId, user);
      paths.push(detail.url_to_copy);
    }
    return { open: paths[0], locked: `${paths[1]}?un=player_99` };
  } finally {
    await db.destroy();
  }
}

export async function run() {
  register();
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-news-"));
  try {
    const paths = await seed(dataDir);
    const { base, stop } = await startServer(dataDir);
    try {
      const etag = (await fetch(base + paths.open)).headers.get("etag") ?? "";
      console.log(
        `News feed: GET /mc2/api/feed/{id}/ on SQLite, 11 lists of 10 templates, HTTP on loopback;` +
          ` ${REQUESTS} requests one at a time after ${WARMUP} to warm up`,
      );
      console.log(
        `  load average before: ${loadavg()
          .map((value) => value.toFixed(1))
          .join(", ")}`,
      );
      console.log(`  ${"case".padEnd(36)} ${"p50".padStart(9)} ${"p95".padStart(9)}    answer`);
      let missed = 0;
      const cases = [
        ["open network", paths.open, {}],
        ["locked network, ?un= of 100 players", paths.locked, {}],
        ["revalidation (If-None-Match: 304)", paths.open, { "if-none-match": etag }],
      ];
      for (const [name, path, headers] of cases) {
        const result = await timeRequests(base, [path], { requests: REQUESTS, warmup: WARMUP, headers });
        const ok = result.p95 <= TARGET_P95_MS;
        if (!ok) missed += 1;
        console.log(
          `  ${name.padEnd(36)} ${result.p50.toFixed(2).padStart(6)} ms ${result.p95.toFixed(2).padStart(6)} ms` +
            `    ${result.kb.toFixed(1)} KB   p95 ≤ ${TARGET_P95_MS} ms ${ok ? "ok" : "MISSED"}`,
        );
      }
      const load = await autocannon({ url: base + paths.open, connections: CONNECTIONS, duration: DURATION_S });
      const rps = Math.round(load.requests.average);
      const ok = rps >= TARGET_RPS && load.non2xx === 0 && load.errors === 0;
      if (!ok) missed += 1;
      console.log(
        `  Throughput, open network, ${CONNECTIONS} connections for ${DURATION_S} s: ${rps.toLocaleString("en")} requests/s` +
          ` (≥ ${TARGET_RPS.toLocaleString("en")} ${ok ? "ok" : "MISSED"}); latency under that load p50 ${load.latency.p50} ms,` +
          ` p90 ${load.latency.p90} ms, p97.5 ${load.latency.p97_5} ms; ${load.non2xx} non-2xx, ${load.errors} errors`,
      );
      if (missed > 0) console.log(`  ${missed} target(s) missed on this machine.`);
    } finally {
      await stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
