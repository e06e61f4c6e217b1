import { describe, expect, it } from "vitest";
import { formatLinkReport, runLinkServerFuzz } from "./fuzz/link-server-fuzzer";

// A short seeded run of the link server's fuzzer; `npm run fuzz` (tools/fuzz.ts) runs this file with
// FUZZ_SEED, FUZZ_STREAMS and FUZZ_REPORT=1 for as long a run as asked. Not bound to the database:
// the PostgreSQL run of npm test leaves it out.

const streams = Number(process.env.FUZZ_STREAMS ?? 300);
// Streams that stall the server wait out its 0.5 s deadline, 32 at a time.
const timeoutMs = Math.max(60_000, streams * 100);

describe("fuzzing the Minecraft link server", () => {
  it(
    "closes every random or mutated stream in time, throws nothing, logs no warning, and serves the next client",
    async () => {
      const report = await runLinkServerFuzz({ seed: Number(process.env.FUZZ_SEED ?? 20261124), streams });
      const asked = process.env.FUZZ_REPORT === "1";
      if (report.problems.length > 0 || asked) console.log(formatLinkReport(report));
      if (asked) for (const problem of report.problems) console.log(`PROBLEM ${problem}`);
      expect(report.problems.slice(0, 20)).toEqual([]);
      // Every kind of stream was played.
      if (streams >= 100) expect(report.byKind.size).toBe(6);
    },
    timeoutMs,
  );
});
