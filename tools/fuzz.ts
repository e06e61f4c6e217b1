// npm run fuzz -- [--seed N] [--requests N] [--db sqlite|postgres]
// The seeded fuzzer over every route (apps/server/test/fuzz/fuzzer.ts), for as long a run as asked:
// its test file run by Vitest, on SQLite or a throwaway PostgreSQL. Prints the counts per route and
// status class, and every problem; exits 1 when there is one.
import { parseArgs } from "node:util";
import { runServerTests } from "./lib/server-tests";

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
  (values.db !== "sqlite" && values.db !== "postgres")
) {
  console.error("Usage: npm run fuzz -- [--seed N] [--requests N] [--db sqlite|postgres]");
  process.exit(2);
}

console.log(`Fuzzing ${requests} requests on ${values.db}, seed ${seed}…`);
const started = Date.now();
const code = await runServerTests(["test/fuzz.test.ts"], values.db, {
  FUZZ_SEED: String(seed),
  FUZZ_REQUESTS: String(requests),
  FUZZ_REPORT: "1",
});
if (code === undefined) process.exit(2);
console.log(
  `${Math.round((Date.now() - started) / 1000)} s; replay with: npm run fuzz -- --seed ${seed} --requests ${requests} --db ${values.db}`,
);
process.exitCode = code === 0 ? 0 : 1;
