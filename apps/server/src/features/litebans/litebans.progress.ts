/** Where the sync's lines go: the server's log, or the CLI's output. */
export interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** Below this many rows to read, a pass says nothing about its progress. */
const LOG_FROM = 10_000;

const count = (n: number) => n.toLocaleString("en");

/** Log lines for a long read (the first import): its size, every tenth of the way, and its end. */
export class Progress {
  #done = 0;
  #nextLine: number;
  readonly #started = Date.now();

  constructor(
    private readonly log: Log,
    private readonly what: string,
    private readonly total: number,
  ) {
    this.#nextLine = Math.ceil(total / 10);
    if (this.#shown) log.info(`LiteBans ${what}: about ${count(total)} rows to read`);
  }

  get #shown() {
    return this.total >= LOG_FROM;
  }

  advance(table: string, rows: number) {
    this.#done += rows;
    if (!this.#shown || this.#done < this.#nextLine) return;
    this.#nextLine += Math.ceil(this.total / 10);
    const rate = this.#done / Math.max(0.001, (Date.now() - this.#started) / 1000);
    this.log.info(
      `LiteBans ${this.what}: ${count(this.#done)} of about ${count(this.total)} rows read (${table}, ${count(Math.round(rate))} rows/s)`,
    );
  }

  finish(result: { saved: number; skipped: number; bad: number }) {
    if (!this.#shown) return;
    const seconds = Math.round((Date.now() - this.#started) / 1000);
    const bad = result.bad > 0 ? `, ${count(result.bad)} rows left out (cannot be read as punishments)` : "";
    this.log.info(
      `LiteBans ${this.what} finished in ${seconds} s: ${count(result.saved)} punishments saved, ${count(result.skipped)} rows skipped (not players)${bad}`,
    );
  }
}
