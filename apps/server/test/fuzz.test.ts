import { describe, expect, it } from "vitest";
import { formatReport, runFuzz } from "./fuzz/fuzzer";

// A short seeded run of the fuzzer; `npm run fuzz` (tools/fuzz.ts) runs this file with FUZZ_SEED,
// FUZZ_REQUESTS and FUZZ_REPORT=1 (the counts per route, printed) for as long a run as asked. Every
// route and method in Fastify's table, as a visitor, a user, staff and the owner, with hostile input.

// 2,000 on SQLite; 1,000 on PostgreSQL, where the run takes several times longer in CI (every route
// is still reached; npm run fuzz -- --db postgres runs as many as asked).
const requests = Number(process.env.FUZZ_REQUESTS ?? (process.env.DATABASE_URL ? 1000 : 2000));
// A long run is given the time it needs: a request takes a few ms here, up to ~100 ms on a busy PostgreSQL.
const timeoutMs = Math.max(300_000, requests * 250);

describe("fuzzing every route", () => {
  it(
    "answers every hostile request in time, in the app's error shape, leaking nothing, changing nothing it refused",
    async () => {
      const report = await runFuzz({ seed: Number(process.env.FUZZ_SEED ?? 20261124), requests });
      const asked = process.env.FUZZ_REPORT === "1";
      if (report.problems.length > 0 || asked) console.log(formatReport(report));
      if (asked) for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
      expect(report.problems.slice(0, 20)).toEqual([]);
      expect(report.requests).toBe(requests);
      // Every route was reached (routes are picked at random: a run of a few hundred may miss some).
      if (requests >= 1000) expect(report.byRoute.size).toBeGreaterThan(40);
    },
    timeoutMs,
  );
});
