// 200 people on the whole site at once for a minute (LOAD_SECONDS): readers of the punishment list,
// announcements and the home page, and ten signed-in commenters, against the server program with the
// million punishments of the punishments bench; figures per kind of request, the server's memory and CPU.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createDatabase } from "@bastion/server";
import { buildWebIfStale, webDist } from "../../scripts/lib.mjs";
import { type BenchServer, startSite, waitUntilUp } from "./harness/servers";
import { CookieJar } from "./harness/site-client";
import { percentile } from "./harness/timing";
import { ensureBenchData } from "./seed/punishments";
import { benchConfig, createUser, manage, postAnnouncements, withoutSecondFactorRule } from "./seed/site";

const USERS = 200;
const COMMENTERS = 10;
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const TIMEOUT_MS = 10_000;
const P99_TARGET = 200;
const PASSWORD = "load-bench-emerald-42";
const SEARCHES = ["vex", "pixel", "dragon", "nox", "kel9", "mirra", "falblaze", "or", "a", "q", "zed", "blaze"];
const TYPES = ["All", "Ban", "Mute", "Kick", "Warning"];

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error("Nothing to pick from.");
  return item;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Site {
  dataDir: string;
  commenters: string[];
  maxPunishmentId: number;
  announcementIds: number[];
  pageCounts: Map<string, number>;
}

/**
 * A copy of the punishments bench database, with the demo community, an owner and the commenters,
 * made with the management commands an owner runs (the server is not running yet).
 */
async function seedAccounts() {
  const source = await ensureBenchData({ log: () => undefined });
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-load-"));
  copyFileSync(join(source, "bastion.sqlite"), join(dataDir, "bastion.sqlite"));
  const config = benchConfig(dataDir);
  await manage(config, ["seed-demo", "--force"]);
  await createUser(config, { username: "LoadOwner", email: "owner@load.test", password: PASSWORD, groups: ["owner"] });
  await withoutSecondFactorRule(config);
  const commenters: string[] = [];
  for (let n = 1; n <= COMMENTERS; n += 1) {
    const email = `commenter${n}@load.test`;
    await createUser(config, { username: `Commenter${n}`, email, password: PASSWORD });
    commenters.push(email);
  }
  const { db } = createDatabase(config);
  const { total } = await db
    .selectFrom("punishments")
    .select((eb) => eb.fn.max("id").as("total"))
    .executeTakeFirstOrThrow();
  await db.destroy();
  return { dataDir, commenters, maxPunishmentId: Number(total) };
}

/** Thirty announcements, written by the owner over HTTP as in the browser. */
const seedAnnouncements = (base: string) =>
  postAnnouncements(
    base,
    { email: "owner@load.test", password: PASSWORD },
    Array.from({ length: 30 }, (_, index) => ({
      title: `Season ${index + 1} news`,
      introduction: `What changes in season ${index + 1}: new biomes, a market and fixes.`,
      content: `<h2>Season ${index + 1}</h2>${"<p>Patch notes, events and the new rules for the market. </p>".repeat(20)}`,
    })),
  );

function startServer(dataDir: string): Promise<BenchServer> {
  // The commenters post more than a person would: flood control off for the bench.
  return startSite(dataDir, { env: { COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0" } });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Figures per kind of request. */
class Stats {
  routes = new Map<string, { times: number[]; errors: number }>();
  errors: string[] = [];
  /** Requests that hit TIMEOUT_MS, also counted in their route's errors. */
  timeouts = 0;
  add(route: string, ms: number, failure: string | undefined) {
    const entry = this.routes.get(route) ?? { times: [], errors: 0 };
    entry.times.push(ms);
    if (failure) {
      entry.errors += 1;
      if (failure === "timeout") this.timeouts += 1;
      if (this.errors.length < 10) this.errors.push(`${route}: ${failure}`);
    }
    this.routes.set(route, entry);
  }
}

/**
 * One HTTP request on a keep-alive connection, the body kept as the bytes that came (a browser
 * decodes brotli on its own machine; here client and server share two cores, so the client does not
 * spend them decoding what it never reads).
 */
function request(
  url: string,
  { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    outgoing.on("timeout", () => outgoing.destroy(Object.assign(new Error("timeout"), { name: "TimeoutError" })));
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: USERS * 2 });

/** A body as text, decoding what the server compressed (only where the client reads it). */
function text(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

type Call = (route: string, path: string, options?: { method?: string; body?: unknown }) => Promise<Answer | undefined>;

/**
 * One person's browser: its cookies and CSRF pair (the harness's CookieJar), each request timed into
 * `stats` by its route. Its own keep-alive requests rather than SiteClient's fetch: 200 of them share
 * the machine with the server, and the bodies are decoded only where they are read.
 */
function client(base: string, stats: Stats, until: number): Call {
  const cookies = new CookieJar();
  let csrf: string | undefined;
  const call: Call = async (route, path, { method = "GET", body } = {}) => {
    if (Date.now() > until) return undefined;
    const headers: Record<string, string> = { "accept-encoding": "br, gzip", cookie: cookies.header() };
    if (method !== "GET") {
      if (!csrf) {
        const answer = await request(`${base}/api/get_csrf_token/`, { headers: { cookie: cookies.header() } });
        cookies.keep(answer.headers["set-cookie"]);
        csrf = (JSON.parse(text(answer)) as { csrf_token: string }).csrf_token;
      }
      Object.assign(headers, {
        "content-type": "application/json",
        "x-csrftoken": csrf,
        "x-xsrf-token": cookies.get("XSRF-TOKEN") ?? "",
        cookie: cookies.header(),
      });
    }
    const started = performance.now();
    try {
      const answer = await request(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
      cookies.keep(answer.headers["set-cookie"]);
      const failed = answer.status >= 400 ? `${answer.status} ${text(answer).slice(0, 120)}` : undefined;
      stats.add(route, performance.now() - started, failed);
      return failed ? undefined : answer;
    } catch (error) {
      const { name, message } = error as Error;
      stats.add(route, performance.now() - started, name === "TimeoutError" ? "timeout" : message);
      return undefined;
    }
  };
  return call;
}

/** The page count of every filter and search the readers use, asked once before the clock starts. */
async function pageCounts(base: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const type of TYPES) {
    for (const search of ["", ...SEARCHES]) {
      const params = new URLSearchParams({ punishment_type: type, page: "1" });
      if (search) params.set("search_query", search);
      const answer = await request(`${base}/punished/api/punished-players/?${params}`, {});
      counts.set(params.toString(), (JSON.parse(text(answer)) as { pageNumbers: unknown[] }).pageNumbers.length);
    }
  }
  return counts;
}

async function reader(base: string, stats: Stats, until: number, site: Site, assets: string[]) {
  const call = client(base, stats, until);
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.2) {
      await call("home: page shell", "/");
      await call("home: status", "/api/server-status/");
      await call("home: who is signed in", "/users/api/user-basic-info/");
      if (Math.random() < 0.3) for (const asset of assets) await call("new visitor: app scripts and styles", asset);
    } else if (roll < 0.5) {
      const params = new URLSearchParams({ punishment_type: pick(TYPES), page: "1" });
      if (Math.random() < 0.3) params.set("search_query", pick(SEARCHES));
      const first = await call("punishment list: page 1", `/punished/api/punished-players/?${params}`);
      if (first && Math.random() < 0.6) {
        const pages = site.pageCounts.get(params.toString()) ?? 1;
        params.set("page", String(1 + Math.floor(Math.random() * Math.max(pages, 1))));
        await call("punishment list: another page", `/punished/api/punished-players/?${params}`);
      }
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

async function commenter(base: string, stats: Stats, until: number, site: Site, email: string) {
  const call = client(base, stats, until);
  await sleep(Math.random() * 2000);
  await call("log in", "/users/api/login/", {
    method: "POST",
    body: { email, password: PASSWORD, "g-recaptcha-response": "" },
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

export async function run() {
  await buildWebIfStale();
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const entry = manifest["index.html"];
  if (!entry) throw new Error("The web build's manifest has no index.html.");
  // The entry and the chunks it imports (the first-load chunk, vite.config.ts), with their styles.
  const chunks = [entry, ...(entry.imports ?? []).flatMap((key) => manifest[key] ?? [])];
  const assets = chunks.flatMap((chunk) => [`/${chunk.file}`, ...(chunk.css ?? []).map((file) => `/${file}`)]);
  console.log("Load: seeding the site (the million punishments of the punishments bench, copied)…");
  const accounts = await seedAccounts();
  const server = await startServer(accounts.dataDir);
  const { base } = server;
  try {
    await waitUntilUp(base);
    const site: Site = {
      ...accounts,
      announcementIds: await seedAnnouncements(base),
      pageCounts: await pageCounts(base),
    };
    const stats = new Stats();
    const before = { cpuSeconds: server.cpuSeconds() };
    const started = Date.now();
    const until = started + DURATION_MS;
    const load = loadavg()[0] ?? 0;
    await Promise.all([
      ...Array.from({ length: USERS - COMMENTERS }, () => reader(base, stats, until, site, assets)),
      ...site.commenters.map((email) => commenter(base, stats, until, site, email)),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const after = { cpuSeconds: server.cpuSeconds(), peakMb: server.peakRssMb() };
    let total = 0;
    let errors = 0;
    let worstP99 = 0;
    console.log(
      `Load: ${USERS} users (${COMMENTERS} signed in) for ${seconds.toFixed(0)} s on SQLite with 1,000,000 punishments` +
        ` (load average before: ${load.toFixed(1)})`,
    );
    console.log(
      `  ${"request".padEnd(38)} ${"count".padStart(6)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} errors`,
    );
    for (const [route, entry] of [...stats.routes].sort()) {
      const sorted = entry.times.sort((a, b) => a - b);
      total += sorted.length;
      errors += entry.errors;
      worstP99 = Math.max(worstP99, percentile(sorted, 99));
      console.log(
        `  ${route.padEnd(38)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(5)} ms` +
          ` ${percentile(sorted, 95).toFixed(1).padStart(5)} ms ${percentile(sorted, 99).toFixed(1).padStart(5)} ms ${entry.errors}`,
      );
    }
    const cpu = (after.cpuSeconds - before.cpuSeconds) / seconds;
    console.log(
      `  ${Math.round(total / seconds)} requests/s; ${errors - stats.timeouts} errors, ${stats.timeouts} timeouts;` +
        ` worst p99 ${worstP99.toFixed(0)} ms (target 0 errors, 0 timeouts, p99 ≤ ${P99_TARGET} ms:` +
        ` ${errors === 0 && worstP99 <= P99_TARGET ? "ok" : "MISSED"});` +
        ` server peak RSS ${after.peakMb.toFixed(0)} MB, CPU ${(cpu * 100).toFixed(0)}% of one core`,
    );
    for (const line of stats.errors) console.log(`  error: ${line}`);
  } finally {
    await server.stop();
    rmSync(accounts.dataDir, { recursive: true, force: true });
  }
}
