// The server's event loop, watched from inside its process: every quarter second, the longest its
// timers waited (monitorEventLoopDelay) is appended to a file. A held loop makes every request in
// flight wait, whatever its kind, so the load bench's slowest answers can be told from the server's
// own stalls. Loaded with --import as plain JavaScript, so the compiled server takes it too.
import { readFileSync } from "node:fs";

const WATCH = `
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
setInterval(() => {
  appendFileSync(process.env.BENCH_LOOP_FILE, Date.now() + " " + delay.max / 1e6 + "\\n");
  delay.reset();
}, 250).unref();
`;

/** The server's Node flags and settings that start the watch, writing to `file`. */
export const loopWatch = (file: string) => ({
  nodeArgs: ["--import", `data:text/javascript,${encodeURIComponent(WATCH)}`],
  env: { BENCH_LOOP_FILE: file },
});

export interface LoopStalls {
  /** The longest the loop was held, in ms, and when that ended, in seconds after `from`. */
  longest: number;
  at: number;
  /** Quarter seconds in which it was held for more than 100 ms. */
  over100: number;
}

/** What the watch wrote between `from` and `to` (Date.now() values). */
export function loopStalls(file: string, from: number, to: number): LoopStalls {
  const stalls = { longest: 0, at: 0, over100: 0 };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [time, ms] = line.split(" ").map(Number);
    if (time === undefined || ms === undefined || Number.isNaN(ms) || time < from || time > to) continue;
    if (ms > 100) stalls.over100 += 1;
    if (ms > stalls.longest) Object.assign(stalls, { longest: ms, at: (time - from) / 1000 });
  }
  return stalls;
}
