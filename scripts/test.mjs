// npm test: every test. The server suite on SQLite and on PostgreSQL, the web component tests,
// and the browser tests against the built app; then one closing line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildWebIfStale, root, run } from "./lib.mjs";
import { startThrowawayMariadb } from "./mariadb-throwaway.mjs";
import { startThrowawayPostgres } from "./pg-throwaway.mjs";

const reports = join(root, "test-results/reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const problems = [];

function readVitest(file, label, since) {
  if (!existsSync(file)) {
    problems.push(`${label}: the runner crashed before reporting`);
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  // A suite that fails to load has no failed tests but is still a failure.
  const brokenFiles = report.testResults.filter(
    (result) => result.status === "failed" && result.assertionResults.length === 0,
  ).length;
  totals.failed += brokenFiles;
  if (report.numFailedTests + brokenFiles > 0) problems.push(`${label}: ${report.numFailedTests + brokenFiles} failed`);
  console.log(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles} failed (${seconds(since)})`,
  );
}

async function vitest(workspace, label, env = {}, extra = []) {
  const file = join(reports, `${label.replace(/\W+/g, "-")}.json`);
  const since = Date.now();
  const args = ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile=${file}`, ...extra];
  const code = await run("npx", args, {
    cwd: join(root, workspace),
    env: { ...process.env, ...env },
  });
  readVitest(file, label, since);
  if (code !== 0 && !problems.some((problem) => problem.startsWith(label)))
    problems.push(`${label}: exit code ${code}`);
}

// The LiteBans sync's tests (*.mariadb.test.ts) read a real MariaDB: one throwaway server for both runs.
let mariadb;
let litebansUrl = process.env.TEST_LITEBANS_URL;
if (!litebansUrl) {
  try {
    mariadb = await startThrowawayMariadb();
    litebansUrl = mariadb?.url;
  } catch (error) {
    problems.push(`LiteBans (MariaDB): could not start a throwaway server: ${error.message}`);
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
await vitest("apps/server", "server (SQLite)", serverEnv, withoutMariadb);

let postgres;
let pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) {
  try {
    postgres = startThrowawayPostgres();
    pgUrl = postgres?.url;
  } catch (error) {
    problems.push(`server (PostgreSQL): could not start a throwaway cluster: ${error.message}`);
    totals.failed += 1;
  }
}
if (pgUrl) {
  try {
    await vitest("apps/server", "server (PostgreSQL)", { ...serverEnv, DATABASE_URL: pgUrl }, withoutMariadb);
  } finally {
    postgres?.stop();
  }
} else if (!problems.some((problem) => problem.includes("PostgreSQL"))) {
  console.log(
    "server (PostgreSQL): not run; install postgresql (Debian: apt-get install postgresql) or set TEST_DATABASE_URL",
  );
}

await mariadb?.stop();

await vitest("apps/web", "web");

try {
  await buildWebIfStale();
  const file = join(reports, "e2e.json");
  const since = Date.now();
  const code = await run("npx", ["playwright", "test"], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
  });
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, "utf8"));
    const failed = stats.unexpected + (stats.flaky ?? 0);
    totals.passed += stats.expected;
    totals.failed += failed;
    console.log(`browser (Playwright): ${stats.expected} passed, ${failed} failed (${seconds(since)})`);
    if (failed > 0 || code !== 0) problems.push(`browser: ${failed} failed (exit ${code})`);
  } else {
    totals.failed += 1;
    problems.push(`browser: the runner crashed before reporting (exit ${code})`);
  }
} catch (error) {
  totals.failed += 1;
  problems.push(`browser: ${error.message}`);
}

if (problems.length > 0) console.log(`\nProblems:\n- ${problems.join("\n- ")}`);
console.log(`\nAll runners took ${seconds(started)}.`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
