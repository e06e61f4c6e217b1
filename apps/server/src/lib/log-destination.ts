import { writeSync } from "node:fs";

/** How long a line may wait for a reader that is not keeping up, before it is dropped. */
const MAX_WAIT_MS = 20;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

/**
 * Where the log goes (standard output by default): written at once, and never able to block or
 * kill the server. On a full disk, a closed pipe or any other write error the line is dropped and
 * counted, and the count is written with the next line that gets through. A reader that is slow
 * (EAGAIN) gets a few milliseconds, not the minutes pino's own destination spends retrying.
 */
export function logDestination(fd = 1) {
  let dropped = 0;
  const writeAll = (text: string): boolean => {
    const bytes = Buffer.from(text);
    let offset = 0;
    let waited = 0;
    while (offset < bytes.length) {
      try {
        offset += writeSync(fd, bytes, offset);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "EAGAIN" || waited >= MAX_WAIT_MS) return false;
        Atomics.wait(sleeper, 0, 0, 1);
        waited += 1;
      }
    }
    return true;
  };
  return {
    write(line: string) {
      const notice =
        dropped > 0
          ? `${JSON.stringify({ level: 40, time: Date.now(), msg: `${dropped} log lines were dropped: the log could not be written (full disk, or no reader)` })}\n`
          : "";
      if (writeAll(notice + line)) dropped = 0;
      else dropped += 1;
    },
  };
}
