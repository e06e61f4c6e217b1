// npm run fuzz -- [--seed N] [--requests N] [--db sqlite|postgres]
// The seeded fuzzer over every route (apps/server/test/fuzz/fuzzer.ts), for as long a run as asked.
// Prints the counts per route and status class, and every problem; exits 1 when there is one.
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { startThrowawayPostgres } from "./pg-throwaway.mjs";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    requests: { type: "string", default: "20000" },
    db: { type: "string", default: "sqlite" },
  },
});
const seed = Number(values.seed);
const requests = Number(values.requests);
if (
  !Number.isInteger(seed) ||
  !Number.isInteger(requests) ||
  requests < 1 ||
  !["sqlite", "postgres"].includes(values.db)
) {
  console.error("Usage: npm run fuzz -- [--seed N] [--requests N] [--db sqlite|postgres]");
  process.exit(2);
}

let postgres;
if (values.db === "postgres") {
  postgres = process.env.TEST_DATABASE_URL ? undefined : startThrowawayPostgres();
  const url = process.env.TEST_DATABASE_URL ?? postgres?.url;
  if (!url) {
    console.error("PostgreSQL is not installed (apt-get install postgresql) and TEST_DATABASE_URL is not set.");
    process.exit(2);
  }
  process.env.DATABASE_URL = url;
} else {
  process.env.DATABASE_URL = "";
}

register();
const { runFuzz, formatReport } = await import("../apps/server/test/fuzz/fuzzer.ts");
console.log(`Fuzzing ${requests} requests on ${values.db}, seed ${seed}…`);
const started = Date.now();
try {
  const report = await runFuzz({ seed, requests });
  console.log(formatReport(report));
  for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
  console.log(
    `${Math.round((Date.now() - started) / 1000)} s; replay with: npm run fuzz -- --seed ${seed} --requests ${requests} --db ${values.db}`,
  );
  process.exitCode = report.problems.length > 0 ? 1 : 0;
} finally {
  postgres?.stop();
}
