import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import { sql } from "kysely";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import type { Db } from "../../src/db/database";
import { downloadsRoot } from "../../src/features/downloads/downloads.storage";
import { buildUser, TestClient } from "../app";
import { createTestDatabase } from "../database";
import { diskListing, putFiles } from "../factories/downloads";
import { createTarget, publish } from "../factories/patching";

// A seeded fuzzer over every route in Fastify's own route table, as four kinds of caller, with the
// hostile inputs an attacker and a broken client send. It records every answer that breaks a rule
// a user or an operator would notice: a 5xx, a slow answer, an error not in the app's shape or
// leaking internals, a 429 without Retry-After, and a refused call that still changed stored data.

export interface FuzzOptions {
  seed: number;
  requests: number;
  /**
   * Answers that cost more CPU than this are problems (the issue's 2 s); so are answers that take
   * five times as long on the clock. The server runs in this process, so a request that works too
   * hard (a regular expression gone quadratic, a loop over a huge input) shows in the process's CPU
   * time, while a machine busy with other suites (npm test runs browsers beside this) only
   * stretches the clock: a 413 took 4 s of wall time there and a few ms of CPU.
   */
  slowMs?: number;
}

export interface FuzzReport {
  requests: number;
  problems: string[];
  /** "GET /path/:id/" -> status class -> count. */
  byRoute: Map<string, Map<string, number>>;
}

/** Mulberry32: small, fast and the same sequence for the same seed on every machine. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const HOSTILE_PARAMS = [
  "1",
  "2",
  "0",
  "-1",
  "1.5",
  "1e309",
  "NaN",
  "abc",
  "99999999999999999999",
  "%zz",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%E2%80%AE",
  "9".repeat(200),
  "steve",
  "__proto__",
];

const HOSTILE_STRINGS = [
  "hello",
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202egnp.exe",
  "\u200b\u200b",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR 1=1 --",
  "../../../etc/passwd",
  "x".repeat(5000),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  [],
  {},
  ["a"],
  { __proto__: { admin: true } },
  "1",
  ...HOSTILE_STRINGS,
];

const CLASSES = [
  "plausible",
  "wrong-types",
  "missing",
  "extra",
  "huge-string",
  "deep-json",
  "invalid-json",
  "wrong-content-type",
  "proto-keys",
  "hostile-strings",
  "hostile-params",
  "long-url",
  "huge-header",
  "broken-multipart",
  "picture-bomb",
] as const;
type HostileClass = (typeof CLASSES)[number];

/** The field names of a route's body schema (zod objects), so bodies look like the real form. */
function bodyFields(route: RouteOptions): { name: string; type: string }[] {
  const body = (route.schema as { body?: { shape?: Record<string, { def?: { type?: string } }> } } | undefined)?.body;
  return Object.entries(body?.shape ?? {}).map(([name, field]) => ({ name, type: field.def?.type ?? "unknown" }));
}

function plausible(type: string, name: string): unknown {
  if (type === "number" || name.endsWith("_id")) return 1;
  if (type === "boolean") return true;
  if (type === "array") return ["a"];
  if (name.includes("email")) return "someone@example.test";
  if (name.includes("password")) return "a-long-passphrase-42";
  return "hello there";
}

/** A PNG whose header claims 16,000 x 16,000 pixels, with almost no data: a decompression bomb's face. */
function pictureBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(16_000, 0);
  header.writeUInt32BE(16_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function multipartBody(field: string, file: Buffer, truncate: boolean) {
  const boundary = "----fuzzboundary7MA4YWxkTrZu0gW";
  const parts = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="about_me"\r\n\r\nhi\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: truncate ? parts.subarray(0, Math.floor(parts.length / 2)) : parts,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

interface Request {
  method: string;
  url: string;
  payload?: string | Buffer | object;
  headers: Record<string, string>;
}

function buildRequest(route: RouteOptions, method: string, kind: HostileClass, random: ReturnType<typeof prng>) {
  const params = kind === "hostile-params" || random.next() < 0.3 ? HOSTILE_PARAMS : ["1", "2", "steve"];
  let path = route.url.replace(/:([A-Za-z]+)/g, () => random.pick(params));
  if (kind === "long-url") path += `?q=${"a".repeat(16 * 1024)}`;
  else if (random.next() < 0.3) path += `?page=${random.pick(["1", "0", "-5", "x", "1e309"])}&is_open=true`;
  const request: Request = { method, url: path, headers: {} };
  if (kind === "huge-header") request.headers["x-fuzz"] = "h".repeat(12 * 1024);
  if (method === "GET" || method === "HEAD") return request;

  const fields = bodyFields(route);
  const object = (value: (field: { name: string; type: string }) => unknown) =>
    Object.fromEntries(fields.map((field) => [field.name, value(field)]));
  switch (kind) {
    case "missing":
      request.payload = {};
      break;
    case "wrong-types":
      request.payload = object(() => random.pick(HOSTILE_VALUES));
      break;
    case "extra":
      request.payload = { ...object((f) => plausible(f.type, f.name)), is_admin: true, groups: ["owner"], id: 1 };
      break;
    case "huge-string":
      request.payload = object(() => "x".repeat(1024 * 1024));
      break;
    case "deep-json":
      request.payload = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
      request.headers["content-type"] = "application/json";
      break;
    case "invalid-json":
      request.payload = random.pick(['{"a":', "{'a': 1}", "nul", '{"a":1}}', "\u0000"]);
      request.headers["content-type"] = "application/json";
      break;
    case "wrong-content-type":
      request.payload = "name=x&email=y";
      request.headers["content-type"] = random.pick(["text/plain", "application/x-www-form-urlencoded", "text/xml"]);
      break;
    case "proto-keys":
      request.payload = `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}},${fields
        .map((f) => `"${f.name}":${JSON.stringify(plausible(f.type, f.name))}`)
        .concat('"z":1')
        .join(",")}}`;
      request.headers["content-type"] = "application/json";
      break;
    case "hostile-strings":
      request.payload = object(() => random.pick(HOSTILE_STRINGS));
      break;
    case "broken-multipart":
    case "picture-bomb": {
      const field = random.pick(["profile_img", "img", "file", "files", "logo", "favicon"]);
      const body = multipartBody(field, pictureBomb(), kind === "broken-multipart");
      request.payload = body.payload;
      request.headers["content-type"] = body.contentType;
      break;
    }
    default:
      request.payload = object((f) => plausible(f.type, f.name));
  }
  return request;
}

const LEAKS =
  /\bat [\w.<>]+ \(|\/work\/|node_modules|\.ts:\d+|SELECT |INSERT INTO|UPDATE \w+ SET|SQLITE_|syntax error|FST_ERR/i;

/**
 * /readyz answers 503 when a check is slow or failing: its contract, not a server error. On a machine
 * busy with the rest of the suite, its test write to DATA_DIR can take over its 1 s budget, and the
 * answer then names the check in the readiness shape (status, checks) rather than the error shape.
 */
function isNotReadyAnswer(url: string, response: LightMyRequestResponse): boolean {
  if (!/^\/readyz\/?$/.test(url) || response.statusCode !== 503) return false;
  try {
    const body = response.json() as { status?: unknown; checks?: unknown };
    return body.status === "unavailable" && typeof body.checks === "object" && !LEAKS.test(response.body);
  } catch {
    return false;
  }
}

function shapeProblem(response: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return "error body is not JSON";
  }
  if (typeof body !== "object" || body === null) return "error body is not an object";
  const { message, code, errors, ...rest } = body as Record<string, unknown>;
  if (typeof message !== "string" || message === "") return "error body has no message";
  if (typeof code !== "string") return "error body has no code";
  const extra = Object.keys(rest).filter((key) => key !== "pin");
  if (extra.length > 0) return `error body has extra keys ${extra.join(",")}`;
  if (errors !== undefined) {
    if (typeof errors !== "object" || errors === null) return "errors is not an object";
    for (const value of Object.values(errors)) {
      if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) return "errors is not field lists";
    }
  }
  return undefined;
}

/**
 * Tables whose rows a refused call may change on purpose (counting refusals, sliding a session), or
 * that an earlier call's work changes when it ends (a zip gives its lease back once sent).
 */
const CHANGED_ON_REFUSAL = new Set([
  "rate_limits",
  "maintenance_leases",
  "sessions",
  "bot_check_used",
  "kysely_migration",
  "kysely_migration_lock",
]);

/** Rows a refused call writes on purpose, in tables it must otherwise leave alone: the audit log's record of wrong tries. */
const WRITTEN_ON_REFUSAL: Record<string, string> = {
  audit_log: "WHERE action NOT IN ('session.reconfirm_failed', 'two_step.locked')",
};

export async function tableNames(db: Db, postgres: boolean): Promise<string[]> {
  const rows = postgres
    ? await sql<{
        name: string;
      }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(db)
    : await sql<{
        name: string;
      }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  return rows.rows
    .map((row) => row.name)
    .filter((name) => !CHANGED_ON_REFUSAL.has(name))
    .sort();
}

/**
 * The stored rows, and (given its folder) the downloads area on disk, names and sizes: what a refused
 * call must not change.
 */
export async function fingerprint(db: Db, tables: string[], downloads?: string): Promise<string> {
  const hash = createHash("sha256");
  if (downloads) hash.update(diskListing(downloads).join("\n"));
  for (const table of tables) {
    const { rows } = await sql
      .raw(`SELECT * FROM "${table}" ${WRITTEN_ON_REFUSAL[table] ?? ""} ORDER BY 1`)
      .execute(db);
    hash.update(table).update(JSON.stringify(rows));
  }
  return hash.digest("hex");
}

/** Runs the fuzzer against a fresh app on the database DATABASE_URL names (SQLite when unset). */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const random = prng(options.seed);
  const slowMs = options.slowMs ?? 2000;
  const database = await createTestDatabase();
  const routes: RouteOptions[] = [];
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    BOT_CHECK: "none",
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
  });
  const app = await buildApp(config, {
    database: database.handle,
    serveWeb: false,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  const db = database.handle.db;
  const report: FuzzReport = { requests: 0, problems: [], byRoute: new Map() };
  try {
    const actors: { name: string; client: TestClient }[] = [{ name: "anonymous", client: new TestClient(app) }];
    for (const [name, access] of [
      ["user", {}],
      [
        "staff",
        {
          groups: ["administrators"],
          permissions: ["announcements.create", "announcements.edit", "announcements.delete"],
        },
      ],
      ["owner", { groups: ["owner"] }],
      ["keeper", { permissions: ["downloads", "downloads.modify"] }],
      // Server patching's staff: the /patching/ calls get past the guard to their own checks.
      ["patcher", { groups: ["patching"] }],
    ] as [string, { groups?: string[]; permissions?: string[] }][]) {
      const user = await buildUser(db, access);
      const client = new TestClient(app);
      await client.signInAs(db, user.id);
      actors.push({ name, client });
    }
    // A logout would sign the actor out for the rest of the run: only the visitor calls it.
    const targets = routes
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ route, method })),
      )
      .filter(({ method }) => method !== "HEAD" && method !== "OPTIONS");
    const tables = await tableNames(db, Boolean(database.url));
    // Folders named like the plausible path parameters, so the downloads routes get past their 404s.
    const downloads = downloadsRoot(config.dataDir);
    putFiles(downloads, { "1/a.txt": "a", "2/1/b.jar": "b", "steve/2/c.txt": "c" });
    // A target named "1" (id 1) with two patches (ids 1 and 2, the first current), so the patching
    // calls reach real rows and files.
    const patcher = actors.find((actor) => actor.name === "patcher")?.client;
    if (patcher) {
      const target = await createTarget(patcher, "1");
      await publish(patcher, target, "1.0", "first", { makeCurrent: true });
      await publish(patcher, target, "2.0", "second");
    }
    let before = await fingerprint(db, tables, downloads);

    for (let index = 0; index < options.requests; index += 1) {
      const { route, method } = random.pick(targets);
      const actor = route.url === "/users/api/logout/" ? actors[0] : random.pick(actors);
      if (!actor) continue;
      const kind = random.pick(CLASSES);
      const request = buildRequest(route, method, kind, random);
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const response = await actor.client.request({
        method: request.method as "GET",
        url: request.url,
        payload: request.payload,
        headers: request.headers,
      });
      const took = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      const cpuMs = (cpu.user + cpu.system) / 1000;
      report.requests += 1;
      const label = `${method} ${route.url}`;
      const statusClass = `${Math.floor(response.statusCode / 100)}xx`;
      const counts = report.byRoute.get(label) ?? new Map<string, number>();
      counts.set(statusClass, (counts.get(statusClass) ?? 0) + 1);
      report.byRoute.set(label, counts);
      const where = `${actor.name} ${kind} ${method} ${request.url.slice(0, 120)} -> ${response.statusCode}`;
      const notReady = isNotReadyAnswer(route.url, response);
      if (response.statusCode >= 500 && !notReady) report.problems.push(`5xx: ${where} ${response.body.slice(0, 200)}`);
      if (cpuMs > slowMs || took > slowMs * 5) {
        report.problems.push(`slow (${Math.round(took)} ms, ${Math.round(cpuMs)} ms of CPU): ${where}`);
      }
      if (response.statusCode >= 400 && !notReady) {
        const problem = shapeProblem(response);
        if (problem) report.problems.push(`${problem}: ${where} ${response.body.slice(0, 200)}`);
        if (LEAKS.test(response.body)) report.problems.push(`leak: ${where} ${response.body.slice(0, 200)}`);
        if (response.statusCode === 429 && !response.headers["retry-after"])
          report.problems.push(`429 without Retry-After: ${where}`);
      }
      const after = await fingerprint(db, tables, downloads);
      if (response.statusCode >= 400 && after !== before)
        report.problems.push(`refused call changed stored rows: ${where}`);
      before = after;
    }
  } finally {
    await app.close();
    await database.drop();
  }
  return report;
}

/** The counts per route and status class, one line a route. */
export function formatReport(report: FuzzReport): string {
  const lines = [...report.byRoute]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([route, counts]) =>
        `${route.padEnd(60)} ${[...counts]
          .sort()
          .map(([k, v]) => `${k} ${v}`)
          .join("  ")}`,
    );
  return [...lines, `${report.requests} requests, ${report.problems.length} problems`].join("\n");
}
