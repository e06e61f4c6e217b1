// npm test: every test. The server suite on SQLite and on PostgreSQL, the web component tests,
// and the browser tests against the built app; then one closing line "N passed, N failed".
//
// Two chains run side by side, each runner writing its output to test-results/logs/<runner>.log
// (printed when it fails): the server on SQLite then on PostgreSQL, and the web build, the browser
// tests in two halves (each half with its own server and data, E2E_PORT), then the web component
// tests. Together they keep two cores busy. Since the browsers got cheaper (docs/decisions/024) the
// server chain is the longer: the web component tests run at the end of the other.

import { type SpawnOptions, spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildWebIfStale, root } from "../scripts/lib.mjs";
import { startThrowawayMariadb, type ThrowawayMariadb } from "./lib/mariadb-throwaway";
import { testPostgres } from "./lib/postgres-throwaway";

const reports = join(root, "test-results/reports");
const logs = join(root, "test-results/logs");
for (const dir of [reports, logs]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const totals = { passed: 0, failed: 0 };
const started = Date.now();
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;
const problems: string[] = [];
const slug = (label: string) => label.replace(/\W+/g, "-").replace(/^-|-$/g, "");

/** Runs a command with its output in its own log file; resolves to the exit code. */
function runLogged(label: string, command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  const log = join(logs, `${slug(label)}.log`);
  const out = createWriteStream(log);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
    child.stdout?.pipe(out, { end: false });
    child.stderr?.pipe(out, { end: false });
    child.on("error", () => resolve(127));
    child.on("close", (code, signal) => {
      out.end();
      resolve(signal ? 1 : (code ?? 1));
    });
  });
}

/** The end of a runner's log, shown when it failed. */
function showLog(label: string) {
  const log = join(logs, `${slug(label)}.log`);
  if (!existsSync(log)) return;
  const lines = readFileSync(log, "utf8").split("\n");
  console.log(`\n----- ${label}: the last ${Math.min(lines.length, 150)} lines of ${log} -----`);
  console.log(lines.slice(-150).join("\n"));
  console.log(`----- end of ${label} -----\n`);
}

/** What a Vitest JSON report holds that this runner reads. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

function readVitest(file: string, label: string, since: number, code: number) {
  if (!existsSync(file)) {
    problems.push(`${label}: the runner crashed before reporting (exit ${code})`);
    totals.failed += 1;
    showLog(label);
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  totals.passed += report.numPassedTests;
  // A file that fails to load, or whose beforeAll/afterAll fails, has no failed test but is still a
  // failure; so is a runner that exits non-zero with nothing failed. Each counts once in the closing line.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === "failed" && !result.assertionResults.some((test) => test.status === "failed"),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  if (failed === 0 && code !== 0) failed = 1;
  totals.failed += failed;
  console.log(`${label}: ${report.numPassedTests} passed, ${failed} failed (${seconds(since)})`);
  if (failed > 0) problems.push(`${label}: ${failed} failed (exit code ${code})`);
  if (failed > 0 || code !== 0) showLog(label);
}

async function vitest(workspace: string, label: string, env: Record<string, string> = {}, extra: string[] = []) {
  const file = join(reports, `${slug(label)}.json`);
  const since = Date.now();
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${file}`, ...extra];
  const code = await runLogged(label, "npx", args, {
    cwd: join(root, workspace),
    env: { ...process.env, FORCE_COLOR: "0", ...env },
  });
  readVitest(file, label, since, code);
}

/**
 * The browser tests whose files are named here run in the first half; every other file in the second.
 * Chosen so the halves take about as long: in a whole run (2 cores, every runner at once) the
 * owner's, the visitor's and the new site's accessibility rounds took some 400 s, accounts, admin,
 * announcements and appeals some 330 s, the owner's sign-in 35 s and re-confirmation 30 s; the other
 * files, the members' rounds among them, some 770 s. Run 26 (issue 31) measured 821 s and 917 s:
 * the theme (60 s) moved to the first half, which the owner's dialog round can now stand beside
 * (its focus race at the first page is mended). With the pseudo-locale walk (some 40 s) the halves
 * took 713 and 769 s (issue 31's second session): the walk joins the first.
 */
const FIRST_HALF = [
  "accessibility-owner",
  "accessibility-visitor",
  "accessibility-empty",
  "accounts",
  "admin",
  "announcements",
  "appeals",
  "owner-sign-in",
  "reconfirm",
  "languages",
  "languages-walk",
  "theme",
];

async function playwright(label: string, port: number, files: string[]) {
  const file = join(reports, `${slug(label)}.json`);
  const since = Date.now();
  const code = await runLogged(label, "npx", ["playwright", "test", ...files], {
    env: { ...process.env, E2E_PORT: String(port), PLAYWRIGHT_JSON_OUTPUT_NAME: file, FORCE_COLOR: "0" },
  });
  if (!existsSync(file)) {
    totals.failed += 1;
    problems.push(`${label}: the runner crashed before reporting (exit ${code})`);
    showLog(label);
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky?: number };
  };
  let failed = stats.unexpected + (stats.flaky ?? 0);
  // A failed global setup or a crash between tests fails the run with no failed test: it counts once.
  if (failed === 0 && code !== 0) failed = 1;
  totals.passed += stats.expected;
  totals.failed += failed;
  console.log(`${label}: ${stats.expected} passed, ${failed} failed (${seconds(since)})`);
  if (failed > 0 || code !== 0) {
    problems.push(`${label}: ${failed} failed (exit ${code})`);
    showLog(label);
  }
}

// The LiteBans sync's tests (*.mariadb.test.ts) read a real MariaDB: one throwaway server for both runs.
let mariadb: ThrowawayMariadb | undefined;
let litebansUrl = process.env.TEST_LITEBANS_URL;
if (!litebansUrl) {
  try {
    mariadb = await startThrowawayMariadb();
    litebansUrl = mariadb?.url;
  } catch (error) {
    problems.push(`LiteBans (MariaDB): could not start a throwaway server: ${(error as Error).message}`);
    totals.failed += 1;
  }
}
const withoutMariadb = litebansUrl ? [] : ["--exclude", "**/*.mariadb.test.ts"];
if (!litebansUrl && !problems.some((problem) => problem.includes("MariaDB"))) {
  console.log(
    "server LiteBans sync (MariaDB): not run; install mariadb-server (Debian: apt-get install mariadb-server) or set TEST_LITEBANS_URL",
  );
}
const serverEnv = { DATABASE_URL: "", TEST_LITEBANS_URL: litebansUrl ?? "" };

/**
 * Files that never use the run's database: parsers, the game-server ping, the link server, pictures,
 * uploads' parsing, LiteBans' row mapping and MariaDB's faults, a full disk, names that try to leave
 * the downloads folder, the compiled server, which its test runs on SQLite whatever the run; the
 * SQLite driver's own tests, the doctor's, and backups, whose sites are SQLite ones and whose
 * PostgreSQL site is a cluster of the test's own (some 30 to 100 s of a whole PostgreSQL run, for the
 * same test again). The SQLite run covers them, and the PostgreSQL run, which repeats everything that
 * reaches the database, leaves them out.
 */
const NOT_DATABASE_BOUND = [
  "src/db/sqlite-driver.test.ts",
  "src/lib/images.test.ts",
  "src/lib/json-array-stream.test.ts",
  "src/lib/multipart.test.ts",
  "src/lib/multipart-to-disk.test.ts",
  "src/lib/passwords.test.ts",
  "src/lib/picture-bombs.test.ts",
  "src/lib/sanitize.test.ts",
  "src/lib/semaphore.test.ts",
  "src/lib/shared-answers.test.ts",
  "src/lib/user-agent.test.ts",
  "src/features/accounts/password-rules.test.ts",
  "src/features/audit/audit-actions.test.ts",
  "src/features/backups/backups.test.ts",
  "src/features/server-status/**",
  "src/features/minecraft-link/link-server/**",
  "src/features/litebans/litebans.mapping.test.ts",
  "src/features/litebans/litebans.faults.mariadb.test.ts",
  "src/features/downloads/downloads.names.test.ts",
  "src/features/downloads/downloads-traversal.test.ts",
  "src/features/punishments/punishments.list-cache.test.ts",
  "test/compiled-server.test.ts",
  "test/doctor.test.ts",
  "test/fuzz-link-server.test.ts",
  "test/log-full-disk.test.ts",
  "test/npm-start.test.ts",
  "test/install.test.ts",
];

/**
 * Files that do reach the database but cost seconds of server starts each: the SQLite run has them,
 * and `npm run crash` runs them on both databases (the PostgreSQL run keeps the outbox's own tests,
 * which check the same transaction on PostgreSQL without a process of its own).
 */
const SLOW_KILLS = ["test/discord-kill.test.ts"];

async function serverChain() {
  await vitest("apps/server", "server (SQLite)", serverEnv, withoutMariadb);
  let postgres: { url: string; stop(): void } | undefined;
  try {
    postgres = testPostgres();
  } catch (error) {
    problems.push(`server (PostgreSQL): could not start a throwaway cluster: ${(error as Error).message}`);
    totals.failed += 1;
  }
  const pgUrl = postgres?.url;
  if (pgUrl) {
    const exclude = [...NOT_DATABASE_BOUND, ...SLOW_KILLS].flatMap((pattern) => ["--exclude", pattern]);
    try {
      // Two kill -9s of the server under the writers on PostgreSQL, not three: the SQLite run does
      // three, `npm run crash -- --db postgres` as many as asked, and the run's 20 minutes are near.
      await vitest("apps/server", "server (PostgreSQL)", { ...serverEnv, DATABASE_URL: pgUrl, CRASH_KILLS: "2" }, [
        ...withoutMariadb,
        ...exclude,
      ]);
    } finally {
      postgres?.stop();
    }
  } else if (!problems.some((problem) => problem.includes("PostgreSQL"))) {
    console.log(
      "server (PostgreSQL): not run; install postgresql (Debian: apt-get install postgresql) or set TEST_DATABASE_URL",
    );
  }
  await mariadb?.stop();
}

async function webChain() {
  try {
    await buildWebIfStale();
  } catch (error) {
    totals.failed += 1;
    problems.push(`browser: ${(error as Error).message}`);
    return;
  }
  const specs = readdirSync(join(root, "e2e"))
    .filter((name) => name.endsWith(".spec.ts"))
    .map((name) => `e2e/${name}`);
  const first = specs.filter((spec) => FIRST_HALF.some((name) => spec === `e2e/${name}.spec.ts`));
  const second = specs.filter((spec) => !first.includes(spec));
  const port = Number(process.env.E2E_PORT ?? 3100);
  await Promise.all([
    playwright("browser (Playwright, 1 of 2)", port, first),
    playwright("browser (Playwright, 2 of 2)", port + 1, second),
  ]);
  await vitest("apps/web", "web");
}

await Promise.all([serverChain(), webChain()]);

if (problems.length > 0) console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
console.log(`\nAll runners took ${seconds(started)}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
