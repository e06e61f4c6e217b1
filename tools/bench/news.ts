// The news network feed (issue 12's targets: p95 ≤ 5 ms and ≥ 3,000 requests/s with 20 connections):
// a fresh SQLite database with two networks of 10 templates in each of the 11 lists, made over HTTP
// by a signed-in player, the API in its own process, p50/p95 one request at a time, then autocannon
// with 20 connections for 10 s.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NEWS_TEMPLATE_EXAMPLES, NEWS_TEMPLATE_LISTS, type NewsNetworkFormInput } from "@bastion/shared";
import { exampleNetworkForm } from "@bastion/shared/testing";
import { startApi } from "./harness/servers";
import { SiteClient } from "./harness/site-client";
import { loadLine, measure, throughput } from "./harness/timing";
import { benchConfig, createUser } from "./seed/site";

const REQUESTS = 500;
const WARMUP = 50;
const CONNECTIONS = 20;
const DURATION_S = 10;
const TARGET_P95_MS = 5;
const TARGET_RPS = 3000;
const PLAYER = { username: "BenchOwner", email: "bench@example.test", password: "a-long-bench-passphrase" };

/** A network as a keen owner fills it: 10 entries of about 90 characters in every list. */
function busyNetwork(overrides: Partial<NewsNetworkFormInput>): NewsNetworkFormInput {
  const templates = Object.fromEntries(
    NEWS_TEMPLATE_LISTS.map((list) => [
      list,
      Array.from({ length: 10 }, (_, index) => `${NEWS_TEMPLATE_EXAMPLES[list]} (${index + 1})`.slice(0, 200)),
    ]),
  );
  return exampleNetworkForm({ ...templates, ...overrides });
}

/** Two networks (open, and locked to 100 players) made as their owner makes them; their feed paths. */
async function seed(client: SiteClient) {
  await client.signIn(PLAYER.email, PLAYER.password);
  const players = Array.from({ length: 100 }, (_, index) => `player_${index}`);
  const paths: string[] = [];
  for (const overrides of [{}, { is_locked: true, allowed_usernames: players }]) {
    const { news_id } = await client.send<{ news_id: number }>("POST", "/mc2/api/news/create/", busyNetwork(overrides));
    const detail = (await (await client.get(`/mc2/api/news/inspect/${news_id}/`)).json()) as { url_to_copy: string };
    paths.push(new URL(detail.url_to_copy).pathname);
  }
  return { open: paths[0] ?? "", locked: `${paths[1]}?un=player_99` };
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-news-"));
  try {
    await createUser(benchConfig(dataDir), PLAYER);
    const api = await startApi({ dataDir });
    try {
      const paths = await seed(new SiteClient(api.base));
      const etag = (await fetch(api.base + paths.open)).headers.get("etag") ?? "";
      console.log(
        `News feed: GET /mc2/api/feed/{id}/ on SQLite, 11 lists of 10 templates, HTTP on loopback;` +
          ` ${REQUESTS} requests one at a time after ${WARMUP} to warm up`,
      );
      console.log(loadLine());
      console.log(`  ${"case".padEnd(36)} ${"p50".padStart(9)} ${"p95".padStart(9)}    answer`);
      let missed = 0;
      const cases: [string, string, Record<string, string>][] = [
        ["open network", paths.open, {}],
        ["locked network, ?un= of 100 players", paths.locked, {}],
        ["revalidation (If-None-Match: 304)", paths.open, { "if-none-match": etag }],
      ];
      for (const [name, path, headers] of cases) {
        const result = await measure(api.base, [path], { requests: REQUESTS, warmup: WARMUP, headers });
        const ok = result.p95 <= TARGET_P95_MS;
        if (!ok) missed += 1;
        console.log(
          `  ${name.padEnd(36)} ${result.p50.toFixed(2).padStart(6)} ms ${result.p95.toFixed(2).padStart(6)} ms` +
            `    ${result.kb.toFixed(1)} KB   p95 ≤ ${TARGET_P95_MS} ms ${ok ? "ok" : "MISSED"}`,
        );
      }
      const load = await throughput(api.base + paths.open, { connections: CONNECTIONS, seconds: DURATION_S });
      const ok = load.rps >= TARGET_RPS && load.non2xx === 0 && load.errors === 0;
      if (!ok) missed += 1;
      console.log(
        `  Throughput, open network, ${CONNECTIONS} connections for ${DURATION_S} s: ${load.rps.toLocaleString("en")} requests/s` +
          ` (≥ ${TARGET_RPS.toLocaleString("en")} ${ok ? "ok" : "MISSED"}); latency under that load p50 ${load.latency.p50} ms,` +
          ` p90 ${load.latency.p90} ms, p97.5 ${load.latency.p97_5} ms; ${load.non2xx} non-2xx, ${load.errors} errors`,
      );
      if (missed > 0) console.log(`  ${missed} target(s) missed on this machine.`);
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
