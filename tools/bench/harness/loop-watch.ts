// The server's event loops, watched from inside its process: every quarter second, the longest each
// thread's timers waited (monitorEventLoopDelay) is appended to a file. A held main thread makes
// every request in flight wait, whatever its kind; a held worker (the SQLite read worker, during a
// long read) makes the requests that need it wait. So the load bench's slowest answers can be told
// from the server's own stalls. Loaded with --import (which runs in every worker thread too) as
// plain JavaScript, so the compiled server takes it as well.
import { readFileSync } from "node:fs";

const WATCH = `
import { appendFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { threadId } from "node:worker_threads";
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
setInterval(() => {
  appendFileSync(process.env.BENCH_LOOP_FILE, Date.now() + " " + threadId + " " + delay.max / 1e6 + "\\n");
  delay.reset();
}, 250).unref();
`;

/** The server's Node flags and settings that start the watch, writing to `file`. */
export const loopWatch = (file: string) => ({
  nodeArgs: ["--import", `data:text/javascript,${encodeURIComponent(WATCH)}`],
  env: { BENCH_LOOP_FILE: file },
});

export interface LoopStalls {
  /** Quarter seconds watched (none: no such thread ran). */
  watched: number;
  /** The longest a loop was held, in ms, and about when that ended, in seconds after `from`. */
  longest: number;
  at: number;
  /** Quarter seconds in which it was held for more than 100 ms. */
  over100: number;
}

/** What the watch wrote between `from` and `to` (Date.now() values): the main thread's, and its workers' together. */
export function loopStalls(file: string, from: number, to: number): { main: LoopStalls; workers: LoopStalls } {
  const main = { watched: 0, longest: 0, at: 0, over100: 0 };
  const workers = { watched: 0, longest: 0, at: 0, over100: 0 };
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [time = Number.NaN, thread, ms = Number.NaN] = line.split(" ").map(Number);
    if (Number.isNaN(ms) || time < from || time > to) continue;
    const stalls = thread === 0 ? main : workers;
    stalls.watched += 1;
    if (ms > 100) stalls.over100 += 1;
    if (ms > stalls.longest) Object.assign(stalls, { longest: ms, at: (time - from) / 1000 });
  }
  return { main, workers };
}
