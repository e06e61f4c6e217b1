// npm run fuzz -- [--seed N] [--requests N] [--streams N] [--db sqlite|postgres]
// The seeded fuzzer over every route (apps/server/test/fuzz/fuzzer.ts) and the one over the Minecraft
// link server's byte streams (apps/server/test/fuzz/link-server-fuzzer.ts), for as long a run as
// asked: their test files run by Vitest, on SQLite or a throwaway PostgreSQL. Prints the counts per
// route and status class, per stream kind and outcome, and every problem; exits 1 when there is one.
import { parseArgs } from "node:util";
import { runServerTests } from "./lib/server-tests";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    requests: { type: "string", default: "20000" },
    streams: { type: "string", default: "5000" },
    db: { type: "string", default: "sqlite" },
  },
});
const seed = Number(values.seed);
const requests = Number(values.requests);
const streams = Number(values.streams);
if (
  !Number.isInteger(seed) ||
  !Number.isInteger(requests) ||
  requests < 1 ||
  !Number.isInteger(streams) ||
  streams < 1 ||
  (values.db !== "sqlite" && values.db !== "postgres")
) {
  console.error("Usage: npm run fuzz -- [--seed N] [--requests N] [--streams N] [--db sqlite|postgres]");
  process.exit(2);
}

console.log(`Fuzzing ${requests} requests on ${values.db} and ${streams} link server streams, seed ${seed}…`);
const started = Date.now();
const code = await runServerTests(["test/fuzz.test.ts", "test/fuzz-link-server.test.ts"], values.db, {
  FUZZ_SEED: String(seed),
  FUZZ_REQUESTS: String(requests),
  FUZZ_STREAMS: String(streams),
  FUZZ_REPORT: "1",
});
if (code === undefined) process.exit(2);
console.log(
  `${Math.round((Date.now() - started) / 1000)} s; replay with: npm run fuzz -- --seed ${seed} --requests ${requests} --streams ${streams} --db ${values.db}`,
);
process.exitCode = code === 0 ? 0 : 1;
