import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { register } from "tsx/esm/api";
import { buildWebIfStale, webDist } from "../lib.mjs";
import { ensureBenchData } from "./punishments-data.mjs";
import { spawnSite } from "./server-process.mjs";
import { waitUntilUp } from "./wait-until-up.mjs";

const USERS = 200;
const COMMENTERS = 10;
const DURATION_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const TIMEOUT_MS = 10_000;
const P99_TARGET = 200;
const PASSWORD = "load-bench-emerald-42";
const SEARCHES = ["vex", "pixel", "dragon", "nox", "kel9", "mirra", "falblaze", "or", "a", "q", "zed", "blaze"];
const TYPES = ["All", "Ban", "Mute", "Kick", "Warning"];

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A copy of the punishments bench database, with users, announcements and the demo community. */
async function seedSite() {
  const source = await ensureBenchData({ log: () => undefined });
  const dataDir = mkdtempSync(join(tmpdir(), "bastion-bench-load-"));
  copyFileSync(join(source, "bastion.sqlite"), join(dataDir, "bastion.sqlite"));
  const { loadConfig } = await import("../../apps/server/src/config.ts");
  const { createDatabase } = await import("../../apps/server/src/db/database.ts");
  const { migrateToLatest } = await import("../../apps/server/src/db/migrate.ts");
  const { runCli } = await import("../../apps/server/src/cli/run.ts");
  const { createAccount } = await import("../../apps/server/src/features/accounts/accounts.service.ts");
  const announcements = await import("../../apps/server/src/features/announcements/announcements.service.ts");
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", BOT_CHECK: "none" });
  await runCli(["seed-demo", "--force"], config, { print: () => undefined, printError: console.error });
  const { db } = createDatabase(config);
  await migrateToLatest(db);
  const ownerId = await createAccount(db, {
    username: "LoadOwner",
    email: "owner@load.test",
    password: PASSWORD,
    verified: true,
    groups: ["owner"],
  });
  const owner = {
    id: ownerId,
    username: "LoadOwner",
    profile_img: null,
    groups: ["owner"],
    permissions: [],
    sessionIdHash: "",
  };
  const ids = [];
  for (let n = 1; n <= 30; n += 1) {
    ids.push(
      await announcements.create(db, owner, {
        title: `Season ${n} news`,
        introduction: `What changes in season ${n}: new biomes, a market and fixes.`,
        content: `<h2>Season ${n}</h2>${"<p>Patch notes, events and the new rules for the market. </p>".repeat(20)}`,
        "g-recaptcha-response": "",
      }),
    );
  }
  const commenters = [];
  for (let n = 1; n <= COMMENTERS; n += 1) {
    const email = `commenter${n}@load.test`;
    await createAccount(db, { username: `Commenter${n}`, email, password: PASSWORD, verified: true });
    commenters.push(email);
  }
  const { total } = await db
    .selectFrom("punishments")
    .select((eb) => eb.fn.max("id").as("total"))
    .executeTakeFirstOrThrow();
  await db.destroy();
  return { dataDir, announcementIds: ids, commenters, maxPunishmentId: Number(total) };
}

function startServer(dataDir, port) {
  // The commenters post more than a person would: flood control off for the bench.
  return spawnSite(dataDir, port, { COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0" });
}

/** Figures per kind of request. */
class Stats {
  routes = new Map();
  errors = [];
  /** Requests that hit TIMEOUT_MS, also counted in their route's errors. */
  timeouts = 0;
  add(route, ms, failure) {
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
function request(url, { method = "GET", headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers, agent, timeout: TIMEOUT_MS }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
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
function text(answer) {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(answer.body).toString();
  if (encoding === "gzip") return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

function client(base, stats, until) {
  const cookies = new Map();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const keepCookies = (answer) => {
    for (const line of answer.headers["set-cookie"] ?? []) {
      const [pair = ""] = line.split(";");
      const [name, value] = pair.split("=");
      cookies.set(name, value);
    }
  };
  let csrf;
  const call = async (route, path, { method = "GET", body } = {}) => {
    if (Date.now() > until) return undefined;
    const headers = { "accept-encoding": "br, gzip", cookie: cookieHeader() };
    if (method !== "GET") {
      if (!csrf) {
        const answer = await request(`${base}/api/get_csrf_token/`, { headers: { cookie: cookieHeader() } });
        keepCookies(answer);
        csrf = JSON.parse(text(answer)).csrf_token;
      }
      Object.assign(headers, {
        "content-type": "application/json",
        "x-csrftoken": csrf,
        "x-xsrf-token": cookies.get("XSRF-TOKEN") ?? "",
        cookie: cookieHeader(),
      });
    }
    const started = performance.now();
    try {
      const answer = await request(base + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
      keepCookies(answer);
      const failed = answer.status >= 400 ? `${answer.status} ${text(answer).slice(0, 120)}` : undefined;
      stats.add(route, performance.now() - started, failed);
      return failed ? undefined : answer;
    } catch (error) {
      stats.add(route, performance.now() - started, error.name === "TimeoutError" ? "timeout" : error.message);
      return undefined;
    }
  };
  return call;
}

/** The page count of every filter and search the readers use, asked once before the clock starts. */
async function pageCounts(base) {
  const counts = new Map();
  for (const type of TYPES) {
    for (const search of ["", ...SEARCHES]) {
      const params = new URLSearchParams({ punishment_type: type, page: "1" });
      if (search) params.set("search_query", search);
      const answer = await request(`${base}/punished/api/punished-players/?${params}`, {});
      counts.set(params.toString(), JSON.parse(text(answer)).pageNumbers.length);
    }
  }
  return counts;
}

async function reader(base, stats, until, site, assets) {
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

async function commenter(base, stats, until, site, email) {
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

function processFigures(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second).
  const ticks = Number(stat[11] ?? 0) + Number(stat[12] ?? 0);
  return { peakMb: kb("VmHWM") / 1024, cpuSeconds: ticks / 100 };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function run() {
  register();
  await buildWebIfStale();
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8"));
  const entry = manifest["index.html"];
  const assets = [`/${entry.file}`, ...(entry.css ?? []).map((file) => `/${file}`)];
  console.log("Load: seeding the site (the million punishments of the punishments bench, copied)…");
  const site = await seedSite();
  const port = 3900 + (process.pid % 90);
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(site.dataDir, port);
  try {
    await waitUntilUp(base);
    site.pageCounts = await pageCounts(base);
    const stats = new Stats();
    const before = processFigures(server.pid);
    const started = Date.now();
    const until = started + DURATION_MS;
    const load = loadavg()[0];
    await Promise.all([
      ...Array.from({ length: USERS - COMMENTERS }, () => reader(base, stats, until, site, assets)),
      ...site.commenters.map((email) => commenter(base, stats, until, site, email)),
    ]);
    const seconds = (Date.now() - started) / 1000;
    const after = processFigures(server.pid);
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
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(site.dataDir, { recursive: true, force: true });
  }
}
