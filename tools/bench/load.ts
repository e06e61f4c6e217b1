// 200 people on the whole site at once for a minute (LOAD_SECONDS): readers of the punishment list
// (deep pages and searches included), announcements and the home page, and ten signed-in commenters,
// against the compiled server program (as `npm start` runs it) with the million punishments of the punishments bench, on SQLite or
// (`--database postgres`) a throwaway PostgreSQL; p50/p95/p99 and the slowest answer per kind of
// request, the server's memory and CPU. Issue 33's targets: p99 ≤ 100 ms and max ≤ 1 s for every kind.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildServerIfStale, buildWebIfStale, webDist } from "../../scripts/lib.mjs";
import { freePort } from "../lib/free-port";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../lib/postgres-throwaway";
import { type Call, type KindFigures, person, type Spread, Stats } from "./harness/load-client";
import { type LoopStalls, loopStalls, loopWatch } from "./harness/loop-watch";
import { treeCpuSeconds } from "./harness/process-figures";
import { type BenchServer, startSite, waitUntilUp } from "./harness/servers";
import type { BenchSection } from "./section";
import { type LoadAccounts, OWNER, seedAnnouncements, seedLoadSite } from "./seed/load-site";
import { ROWS } from "./seed/punishments";

const USERS = 200;
const COMMENTERS = 10;
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const P99_TARGET_MS = 100;
const MAX_TARGET_MS = 1000;
/** The start the summary also shows apart: the seconds in which the 200 people arrive at a cold server. */
const START_SECONDS = 5;
const SEARCHES = ["vex", "pixel", "dragon", "nox", "kel9", "mirra", "falblaze", "or", "a", "q", "zed", "blaze"];
const TYPES = ["All", "Ban", "Mute", "Kick", "Warning"];

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error("Nothing to pick from.");
  return item;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Site extends LoadAccounts {
  announcementIds: number[];
  pageCounts: Map<string, number>;
}

/** The page count of every filter and search the readers use, asked once before the clock starts. */
async function pageCounts(base: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const type of TYPES) {
    for (const search of ["", ...SEARCHES]) {
      const params = new URLSearchParams({ punishment_type: type, page: "1" });
      if (search) params.set("search_query", search);
      // Not timed and without the people's timeout: a first search may be slow on a busy machine.
      const response = await fetch(`${base}/punished/api/punished-players/?${params}`);
      if (!response.ok) throw new Error(`The punishment list answered ${response.status} to ${params}.`);
      counts.set(params.toString(), ((await response.json()) as { pageNumbers: unknown[] }).pageNumbers.length);
    }
  }
  return counts;
}

/** The punishment list as a reader walks it: page 1 of a filter or a search, then often any page of it. */
async function browseList(call: Call, site: Site) {
  const params = new URLSearchParams({ punishment_type: pick(TYPES), page: "1" });
  const searched = Math.random() < 0.3;
  if (searched) params.set("search_query", pick(SEARCHES));
  const list = `punishment list${searched ? ", a search" : ""}`;
  const first = await call(`${list}: page 1`, `/punished/api/punished-players/?${params}`);
  if (first && Math.random() < 0.6) {
    const pages = site.pageCounts.get(params.toString()) ?? 1;
    params.set("page", String(1 + Math.floor(Math.random() * Math.max(pages, 1))));
    await call(`${list}: any page`, `/punished/api/punished-players/?${params}`);
  }
}

async function reader(call: Call, until: number, site: Site, assets: string[]) {
  // People arrive spread over one pause between clicks, not all 190 in the same millisecond: a burst
  // like that at the start would be most of the run's slowest answers, and no site sees one.
  await sleep(Math.random() * 1250);
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.2) {
      await call("home: page shell", "/");
      await call("home: status", "/api/server-status/");
      await call("home: who is signed in", "/users/api/user-basic-info/");
      if (Math.random() < 0.3) for (const asset of assets) await call("new visitor: app scripts and styles", asset);
    } else if (roll < 0.5) {
      await browseList(call, site);
    } else if (roll < 0.65) {
      const id = 1 + Math.floor(Math.random() * site.maxPunishmentId);
      await call("punishment detail", `/punished/api/inspect-punishment/${id}/`);
    } else if (roll < 0.8) {
      await call("announcement list", `/announcements/api/list/?page=${1 + Math.floor(Math.random() * 4)}`);
    } else if (roll < 0.95) {
      await call("announcement detail", `/announcements/api/view/${pick(site.announcementIds)}/`);
    } else {
      await call("RSS feed", "/announcements/feed.xml");
    }
    await sleep(250 + Math.random() * 1000);
  }
}

async function commenter(call: Call, until: number, site: Site, email: string) {
  await sleep(Math.random() * 2000);
  await call("log in", "/users/api/login/", {
    method: "POST",
    body: { email, password: OWNER.password, "g-recaptcha-response": "" },
  });
  while (Date.now() < until) {
    await call("own profile", "/users/api/user-profile/");
    const id = pick(site.announcementIds);
    await call("announcement detail", `/announcements/api/view/${id}/`);
    await call("post a comment", "/announcements/api/comment/post/", {
      method: "POST",
      body: {
        announcement_id: id,
        comment: `Looking forward to it! (${Math.random().toString(36).slice(2, 8)})`,
        "g-recaptcha-response": "",
      },
    });
    await sleep(2000 + Math.random() * 2000);
  }
}

/** The app's first-load scripts and styles, as a new visitor's browser fetches them (vite.config.ts). */
async function firstLoadAssets(): Promise<string[]> {
  await buildWebIfStale();
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const entry = manifest["index.html"];
  if (!entry) throw new Error("The web build's manifest has no index.html.");
  const chunks = [entry, ...(entry.imports ?? []).flatMap((key) => manifest[key] ?? [])];
  return chunks.flatMap((chunk) => [`/${chunk.file}`, ...(chunk.css ?? []).map((file) => `/${file}`)]);
}

/** What a kind of request missed of its targets, or nothing. */
function misses(figures: KindFigures): string[] {
  return [
    ...(figures.p99 > P99_TARGET_MS ? [`p99 ${figures.p99.toFixed(0)} ms`] : []),
    ...(figures.max > MAX_TARGET_MS
      ? [`max ${(figures.max / 1000).toFixed(1)} s, sent at ${figures.maxAt.toFixed(0)} s`]
      : []),
    ...(figures.errors > figures.timeouts ? [`${figures.errors - figures.timeouts} errors`] : []),
    ...(figures.timeouts > 0 ? [`${figures.timeouts} timeouts`] : []),
  ];
}

const ms = (value: number, width = 6) => `${value.toFixed(value < 1000 ? 1 : 0).padStart(width)} ms`;

function report(where: string, seconds: number, stats: Stats, loadBefore: string) {
  const kinds = stats.figures();
  console.log(
    `Load: ${USERS} users (${COMMENTERS} signed in) for ${seconds.toFixed(0)} s on ${where} with` +
      ` ${ROWS.toLocaleString("en")} punishments (load average before: ${loadBefore})`,
  );
  console.log(
    `  ${"request".padEnd(40)} ${"count".padStart(6)} ${"p50".padStart(9)} ${"p95".padStart(9)}` +
      ` ${"p99".padStart(9)} ${"max".padStart(9)} errors  target (p99 ≤ ${P99_TARGET_MS} ms, max ≤ ${MAX_TARGET_MS / 1000} s)`,
  );
  for (const figures of kinds) {
    const missed = misses(figures);
    console.log(
      `  ${figures.kind.padEnd(40)} ${String(figures.count).padStart(6)} ${ms(figures.p50)} ${ms(figures.p95)}` +
        ` ${ms(figures.p99)} ${ms(figures.max)} ${String(figures.errors).padStart(6)}  ${missed.length ? "MISSED" : "ok"}`,
    );
  }
  return kinds;
}

function summary(
  kinds: KindFigures[],
  seconds: number,
  loops: { server: { main: LoopStalls; workers: LoopStalls }; clientMs: number },
  server: string,
  { first, after, firstOnNew, firstOnKept }: ReturnType<Stats["split"]>,
) {
  const total = kinds.reduce((sum, kind) => sum + kind.count, 0);
  const errors = kinds.reduce((sum, kind) => sum + kind.errors, 0);
  const timeouts = kinds.reduce((sum, kind) => sum + kind.timeouts, 0);
  const worst = (key: "p99" | "max") =>
    kinds.reduce<KindFigures | undefined>((top, kind) => (top && top[key] >= kind[key] ? top : kind), undefined);
  const p99 = worst("p99");
  const max = worst("max");
  const missed = kinds.filter((kind) => misses(kind).length > 0);
  console.log(
    `  ${Math.round(total / seconds)} requests/s; ${errors - timeouts} errors, ${timeouts} timeouts;` +
      ` worst p99 ${(p99?.p99 ?? 0).toFixed(0)} ms (${p99?.kind ?? "none"}),` +
      ` max ${(max?.max ?? 0).toFixed(0)} ms (${max?.kind ?? "none"}, sent at ${(max?.maxAt ?? 0).toFixed(0)} s);` +
      ` target for every kind p99 ≤ ${P99_TARGET_MS} ms, max ≤ ${MAX_TARGET_MS / 1000} s, 0 errors, 0 timeouts:` +
      ` ${missed.length === 0 ? "ok" : `MISSED by ${missed.length} of ${kinds.length} kinds`}; ${server}`,
  );
  for (const kind of missed) console.log(`  missed: ${kind.kind} (${misses(kind).join(", ")})`);
  console.log(
    `  every kind together: requests sent in the first ${START_SECONDS} s p99 ${first.p99.toFixed(0)} ms, max ${first.max.toFixed(0)} ms;` +
      ` after them p99 ${after.p99.toFixed(0)} ms, max ${after.max.toFixed(0)} ms`,
  );
  // Each person's first request opens a connection, which the server must accept, one per turn of its
  // event loop (docs/decisions/036, fourth amendment).
  const spread = ({ count, p99, max }: Spread) =>
    `${count.toLocaleString("en")}, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms`;
  console.log(
    `  of the first ${START_SECONDS} s: on a new connection ${spread(firstOnNew)}; on a kept connection ${spread(firstOnKept)}`,
  );
  // A held event loop makes every request in flight wait, whatever its kind: the server's tell its own
  // stalls from one kind being slow; the client shares the machine, so its own is shown too.
  const held = ({ watched, longest, at, over100 }: LoopStalls) =>
    watched === 0
      ? "none ran"
      : `held up to ${longest.toFixed(0)} ms (ending about ${at.toFixed(0)} s in), over 100 ms in ${over100} quarter seconds`;
  console.log(
    `  event loops: the server's main thread ${held(loops.server.main)}; its workers ${held(loops.server.workers)};` +
      ` the bench client's up to ${loops.clientMs.toFixed(0)} ms`,
  );
}

/** Runs `cleanup` if the bench is interrupted (Ctrl-C, SIGTERM), so no server or cluster is left behind. */
function onInterrupt(cleanup: () => Promise<void> | void): () => void {
  const handler = (signal: NodeJS.Signals) => {
    console.error(`Load: ${signal}, stopping the server and the database…`);
    Promise.resolve(cleanup()).finally(() => process.exit(130));
  };
  process.once("SIGINT", handler);
  process.once("SIGTERM", handler);
  return () => {
    process.off("SIGINT", handler);
    process.off("SIGTERM", handler);
  };
}

async function measure(base: string, site: Site, assets: string[]) {
  const stats = new Stats();
  const until = Date.now() + DURATION_MS;
  await Promise.all([
    ...Array.from({ length: USERS - COMMENTERS }, () => reader(person(base, stats, until), until, site, assets)),
    ...site.commenters.map((email) => commenter(person(base, stats, until), until, site, email)),
  ]);
  return stats;
}

export const run: BenchSection["run"] = async ({ database }) => {
  const assets = await firstLoadAssets();
  const postgres: ThrowawayPostgres | undefined =
    database === "postgres" ? startThrowawayPostgres(await freePort()) : undefined;
  if (database === "postgres" && !postgres)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql).");
  const where = postgres ? "PostgreSQL (a throwaway cluster)" : "SQLite";
  const databaseUrl = postgres?.url ?? "";
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-load-"));
  let server: BenchServer | undefined;
  let cleaning: Promise<void> | undefined;
  // Once, whether the run ends or is interrupted (or both at once).
  const cleanUp = () => {
    cleaning ??= (async () => {
      try {
        await server?.stop();
      } finally {
        postgres?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    })();
    return cleaning;
  };
  const dispose = onInterrupt(cleanUp);
  try {
    console.log(`Load: seeding the site on ${where} (the million punishments of the punishments bench)…`);
    const accounts = await seedLoadSite(dataDir, databaseUrl, COMMENTERS);
    // The commenters post more than a person would: flood control off for the bench.
    const watch = loopWatch(join(dataDir, "event-loop.txt"));
    // The server as `npm start` runs it: compiled (apps/server/dist). From the TypeScript source, every
    // module a first request loads late is compiled by tsx then, which held the first seconds back.
    await buildServerIfStale();
    server = await startSite(dataDir, {
      env: { DATABASE_URL: databaseUrl, COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0", ...watch.env },
      nodeArgs: watch.nodeArgs,
      compiled: true,
    });
    await waitUntilUp(server.base);
    const site: Site = {
      ...accounts,
      announcementIds: await seedAnnouncements(server.base),
      pageCounts: await pageCounts(server.base),
    };
    const loadBefore = loadavg()
      .map((value) => value.toFixed(1))
      .join(", ");
    const cpuBefore = server.cpuSeconds();
    // On PostgreSQL the queries' work is the cluster's, not the server's: its CPU too.
    const databaseCpu = () => (postgres ? treeCpuSeconds(postgres.pid()) : 0);
    const databaseCpuBefore = databaseCpu();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = Date.now();
    const stats = await measure(server.base, site, assets);
    const ended = Date.now();
    const seconds = (ended - started) / 1000;
    delay.disable();
    const cpu = (server.cpuSeconds() - cpuBefore) / seconds;
    const postgresCpu = (databaseCpu() - databaseCpuBefore) / seconds;
    const kinds = report(where, seconds, stats, loadBefore);
    summary(
      kinds,
      seconds,
      { server: loopStalls(watch.env.BENCH_LOOP_FILE, started, ended), clientMs: delay.max / 1e6 },
      `server peak RSS ${server.peakRssMb().toFixed(0)} MB, CPU ${(cpu * 100).toFixed(0)}% of one core` +
        (postgres ? `; PostgreSQL's CPU ${(postgresCpu * 100).toFixed(0)}% of one core` : ""),
      stats.split(START_SECONDS),
    );
    for (const line of stats.samples) console.log(`  error: ${line}`);
  } finally {
    dispose();
    await cleanUp();
  }
};
