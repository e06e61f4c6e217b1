import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the old generation grow between full collections while bulk work runs. By default
 * it grows it up to four times the live heap when allocation is fast, which took the first LiteBans
 * import's memory far past the server's idle size; at 50 % the peak is much lower for a little more
 * CPU (figures in docs/decisions/012).
 */
const GROWING_PERCENT = 50;

let running = 0;

/** Runs `work` with the heap kept lean; V8's own heuristics return when the last such work ends. */
export async function withLeanHeap<T>(work: () => Promise<T>): Promise<T> {
  // The flag is read at each collection, so changing it while the process runs takes effect.
  if (running === 0) setFlagsFromString(`--heap-growing-percent=${GROWING_PERCENT}`);
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    if (running === 0) setFlagsFromString("--heap-growing-percent=0");
  }
}
