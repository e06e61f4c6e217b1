// The punishment list with a million rows (issues 5, 13 and 33): p50/p95 of the list endpoint one
// client at a time (page 1, type filters, random pages anywhere, the last page, name searches and their
// deeper pages), the bytes page 1 takes on the wire, and the throughput of page 1, deep pages and a deep
// page of a common search with 20 connections asking for brotli. The server keeps an answer for a
// moment (docs/decisions/036): the cases that ask the same few pages again (page 1, the last page, a
// search's page 1, and the throughput) measure that; "any page" and "deeper pages of a search" ask each
// page once, so they measure the reads. `--database postgres` runs it all on a throwaway PostgreSQL
// holding the same rows.
import { request } from "node:http";
import { startThrowawayPostgres } from "../lib/postgres-throwaway";
import { startApi } from "./harness/servers";
import { loadLine, measure, REQUESTS, resultLine, throughput, WARMUP } from "./harness/timing";
import type { BenchSection } from "./section";
import { benchDataDir, ensureBenchData, ROWS } from "./seed/punishments";
import { loadIntoPostgres } from "./seed/punishments-postgres";

const LIST = "/punished/api/punished-players/";
/** What people type: whole names, fragments, a digit run, one or two letters, and a miss. */
const SEARCHES = ["vex", "pixel", "dragon", "nox_k", "kel9", "mirra", "falblaze", "zedzed", "or", "a", "q", "notch"];
const TYPES = ["Ban", "Mute", "Kick", "Warning"];
const KINDS = ["All", ...TYPES];

const url = (params: Record<string, string>) => `${LIST}?${new URLSearchParams(params)}`;

/** Seeded, so every run asks for the same pages. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** `count` different paths from `next` (which must be able to make that many). */
function distinct(count: number, next: () => string): string[] {
  const paths = new Set<string>();
  while (paths.size < count) paths.add(next());
  return [...paths];
}

/** The bytes an answer takes on the wire when the client accepts `encoding` (fetch would decode it). */
function wireBytes(base: string, path: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers: { "accept-encoding": encoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "none" }));
    });
    req.on("error", reject);
    req.end();
  });
}

export const run: BenchSection["run"] = async ({ database }) => {
  const dataDir = await ensureBenchData();
  const postgres = database === "postgres" ? startThrowawayPostgres() : undefined;
  if (database === "postgres" && !postgres)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql).");
  try {
    if (postgres) await loadIntoPostgres(dataDir, postgres.url);
    const api = await startApi({ dataDir, databaseUrl: postgres?.url ?? "" });
    try {
      await report(api.base, postgres ? "PostgreSQL" : `SQLite (${benchDataDir})`, postgres ? 2000 : 3000);
    } finally {
      await api.stop();
    }
  } finally {
    postgres?.stop();
  }
};

async function report(base: string, where: string, page1Target: number) {
  const pageCount = async (params: Record<string, string>) => {
    const page = (await (await fetch(base + url({ ...params, page: "1" }))).json()) as { pageNumbers: unknown[] };
    return page.pageNumbers.length;
  };
  const random = seeded(13);
  const counts = new Map<string, number>();
  for (const type of KINDS) counts.set(type, await pageCount({ punishment_type: type }));
  const pagesOf = (type: string) => counts.get(type) ?? 1;
  // Pages asked once each (REQUESTS + WARMUP of them), so that none is answered from the answers the
  // server keeps for a moment (docs/decisions/036): these figures are the reads themselves.
  const asked = REQUESTS + WARMUP;
  const anyPage = distinct(asked, () => {
    const type = KINDS[Math.floor(random() * 5)] ?? "All";
    return url({ punishment_type: type, page: String(1 + Math.floor(random() * pagesOf(type))) });
  });
  // Deeper pages of every search with more than a page, in a random order: the first deep page of each
  // search counts its matches per day (then kept), and is measured with the others.
  const searches: { punishment_type: string; search_query: string; pages: number }[] = [];
  for (const [index, search_query] of SEARCHES.entries()) {
    const punishment_type = index % 3 === 0 ? "Ban" : "All";
    const pages = await pageCount({ punishment_type, search_query });
    if (pages > 2) searches.push({ punishment_type, search_query, pages });
  }
  const searchPages = distinct(asked, () => {
    const { punishment_type, search_query, pages } = searches[Math.floor(random() * searches.length)] ?? {};
    const page = 2 + Math.floor(random() * ((pages ?? 2) - 1));
    return url({ punishment_type: punishment_type ?? "All", search_query: search_query ?? "", page: String(page) });
  });
  const cases = [
    { name: "page 1, All", target: 20, paths: [url({ punishment_type: "All", page: "1" })] },
    { name: "page 1, type filter", target: 20, paths: TYPES.map((type) => url({ punishment_type: type, page: "1" })) },
    { name: "any page, All and each type", target: 20, paths: anyPage },
    {
      name: "last page, All and each type",
      target: 20,
      paths: KINDS.map((type) => url({ punishment_type: type, page: String(pagesOf(type)) })),
    },
    {
      name: "page 1, player-name search",
      target: 50,
      paths: SEARCHES.map((search_query, index) =>
        url({ punishment_type: index % 3 === 0 ? "Ban" : "All", search_query, page: "1" }),
      ),
    },
    { name: "deeper pages of a search", target: 50, paths: searchPages },
  ];
  console.log(
    `Punishments: ${ROWS.toLocaleString("en")} rows in ${where}, HTTP on loopback,` +
      ` one client at a time, ${REQUESTS} requests per case after ${WARMUP} to warm up`,
  );
  console.log(loadLine());
  console.log(`  ${"case".padEnd(32)} ${"p50".padStart(9)} ${"p95".padStart(9)}   target`);
  let missed = 0;
  for (const item of cases) {
    const { ok, line } = resultLine(item.name, await measure(base, item.paths), item.target);
    if (!ok) missed += 1;
    console.log(line);
  }

  const page1 = url({ punishment_type: "All", page: "1" });
  const wire: string[] = [];
  for (const encoding of ["identity", "gzip", "br"]) {
    const { bytes } = await wireBytes(base, page1, encoding);
    wire.push(`${encoding} ${(bytes / 1024).toFixed(1)} KB`);
  }
  const br = (await wireBytes(base, page1, "br, gzip")).bytes / 1024;
  if (br > 40) missed += 1;
  console.log(`  Page 1 on the wire: ${wire.join(", ")} (target ≤ 40 KB: ${br <= 40 ? "ok" : "MISSED"})`);

  // Twenty clients asking for the same page as fast as it answers: identical requests in the same
  // moment share one read, so these measure the server's own overhead once a page is found.
  const middle = Math.ceil(pagesOf("All") / 2);
  const loads = [
    { name: "page 1 of All", path: page1, target: page1Target },
    { name: "page 2000 of All", path: url({ punishment_type: "All", page: "2000" }), target: 2000 },
    {
      name: `the middle page of All (${middle})`,
      path: url({ punishment_type: "All", page: String(middle) }),
      target: 2000,
    },
    {
      name: 'page 500 of a search for "dragon"',
      path: url({ punishment_type: "All", search_query: "dragon", page: "500" }),
      target: 500,
    },
  ];
  for (const item of loads) {
    const load = await throughput(base + item.path, {
      connections: 20,
      seconds: 10,
      headers: { "accept-encoding": "br, gzip" },
    });
    const ok = load.rps >= item.target && load.non2xx === 0 && load.errors === 0;
    if (!ok) missed += 1;
    console.log(
      `  Throughput, ${item.name}, 20 connections for 10 s, brotli: ${load.rps} requests/s` +
        ` (target ≥ ${item.target}: ${ok ? "ok" : "MISSED"}; latency p50 ${load.latency.p50} ms,` +
        ` p99 ${load.latency.p99} ms; ${load.non2xx} non-2xx, ${load.errors} errors)`,
    );
  }
  if (missed > 0) console.log(`  ${missed} target(s) missed on this machine.`);
}
