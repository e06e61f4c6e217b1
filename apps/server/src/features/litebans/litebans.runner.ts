import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { newHolder, readLease, releaseLease, takeLease } from "../../lib/leases";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import type { Log } from "./litebans.progress";
import * as repo from "./litebans.repository";
import { LitebansSource, type SourceOptions } from "./litebans.source";
import { type PassReport, syncPass } from "./litebans.sync";

// Runs the sync inside the server: every interval, the instance that holds the lease runs one pass;
// the others stand by and take over once it lapses. Failures back off (doubling up to a ceiling) and
// are logged when what is wrong changes, not on every attempt.

export interface RunnerOptions {
  db: Db;
  source: SourceOptions;
  log: Log;
  intervalMs: number;
  /** How long a lease lasts without renewal (default four intervals). */
  leaseMs?: number;
  /** The longest wait between failed attempts (default 5 minutes, at least one interval). */
  maxBackoffMs?: number;
  /** Who holds the lease in the status (default host:pid:random). */
  holder?: string;
}

/** Thrown at a checkpoint when the pass must end: the lease went to another instance, or the server stops. */
export class PassStopped extends Error {}

export type RunnerState = "starting" | "standby" | "syncing" | "failing";

export class LitebansSyncRunner {
  readonly holder: string;
  readonly #options: RunnerOptions;
  readonly #source: LitebansSource;
  readonly #leaseMs: number;
  readonly #maxBackoffMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopping = false;
  #failures = 0;
  #state: RunnerState = "starting";
  #problem: string | undefined;
  #lastRenewal = Number.NEGATIVE_INFINITY;

  constructor(options: RunnerOptions) {
    this.#options = options;
    this.holder = options.holder ?? newHolder();
    this.#source = new LitebansSource(options.source);
    this.#leaseMs = options.leaseMs ?? 4 * options.intervalMs;
    this.#maxBackoffMs = Math.max(options.intervalMs, options.maxBackoffMs ?? 5 * 60_000);
  }

  get state() {
    return this.#state;
  }

  start() {
    this.#schedule(0);
  }

  /**
   * Stops after the slice being written (at most a few seconds) and, unless `release` is false (a
   * test's stand-in for a crash), lets the lease go so another instance takes over at once.
   */
  async stop({ release = true } = {}) {
    this.#stopping = true;
    clearTimeout(this.#timer);
    await this.#running;
    if (release) await releaseLease(this.#options.db, repo.LITEBANS_LEASE, this.holder).catch(() => undefined);
    await this.#source.close().catch(() => undefined);
  }

  #schedule(ms: number) {
    if (this.#stopping) return;
    this.#timer = setTimeout(() => {
      this.#running = this.#tick().finally(() => {
        this.#running = undefined;
      });
    }, ms);
  }

  async #tick() {
    const { db, log, intervalMs } = this.#options;
    let delay = intervalMs;
    try {
      if (!(await this.#renew(true))) {
        const lease = await readLease(db, repo.LITEBANS_LEASE);
        this.#enter("standby", `LiteBans sync: ${lease.holder ?? "another instance"} holds the lease; standing by`);
        return;
      }
      this.#enter("syncing", `LiteBans sync: ${this.holder} runs the sync (every ${intervalMs / 1000} s)`);
      await this.#pass();
      if (this.#failures > 0) log.info(`LiteBans sync works again after ${this.#failures} failed attempts`);
      this.#failures = 0;
      this.#problem = undefined;
    } catch (error) {
      if (error instanceof PassStopped) return;
      this.#failures += 1;
      delay = Math.min(intervalMs * 2 ** (this.#failures - 1), this.#maxBackoffMs);
      await this.#fail(error, delay);
    } finally {
      this.#schedule(delay);
    }
  }

  /**
   * One pass now, if this holder can take the lease (the CLI); undefined when another instance
   * holds it. The lease is let go afterwards.
   */
  async runOnce({ full = false } = {}): Promise<PassReport | undefined> {
    if (!(await this.#renew(true))) return undefined;
    try {
      return await this.#pass(full);
    } finally {
      await releaseLease(this.#options.db, repo.LITEBANS_LEASE, this.holder);
    }
  }

  async #pass(forceFull = false): Promise<PassReport> {
    const { db, log } = this.#options;
    const status = await repo.readStatus(db);
    const full =
      forceFull ||
      (status.full_requested_at !== null &&
        (status.full_done_at === null || status.full_done_at < status.full_requested_at));
    if (full) log.info("LiteBans sync: a full sync was asked for: reading every row again");
    const report = await syncPass({ db, source: this.#source, log, checkpoint: () => this.#checkpoint() }, { full });
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      const { failing_since } = await repo.readStatus(trx);
      await repo.writeStatus(trx, {
        last_success_at: now,
        failing_since: null,
        ...(report.firstImport ? { first_import_done_at: now } : {}),
      });
      // Written with the status (issue 32): told once, whichever instance recovers it.
      if (failing_since !== null)
        await queueDiscordEvent(trx, { kind: "litebans_sync", state: "recovered", error: null });
    });
    if (full) await repo.recordFullSyncDone(db, report.deleted);
    if (full) {
      log.info(
        `LiteBans full sync finished: ${report.saved} rows brought up to date, ${report.deleted} punishments deleted (gone from LiteBans)`,
      );
    }
    return report;
  }

  async #fail(error: unknown, delay: number) {
    const { db, log } = this.#options;
    const message = error instanceof Error ? error.message : String(error);
    const kind = (error as { kind?: string }).kind ?? message;
    if (kind !== this.#problem) {
      this.#problem = kind;
      log.warn(`LiteBans sync failed: ${message}; the site keeps what it has, retrying (next in ${delay / 1000} s)`);
    }
    this.#state = "failing";
    const now = nowIso();
    await db
      .transaction()
      .execute(async (trx) => {
        const { failing_since } = await repo.readStatus(trx);
        await repo.writeStatus(trx, { last_error: message, last_error_at: now, failing_since: failing_since ?? now });
        if (failing_since === null) {
          await queueDiscordEvent(trx, { kind: "litebans_sync", state: "failing", error: message });
        }
      })
      .catch(() => undefined);
  }

  #enter(state: RunnerState, line: string) {
    if (this.#state === state) return;
    // Back from failing: the recovery line says so already.
    if (!(this.#state === "failing" && state === "syncing")) this.#options.log.info(line);
    this.#state = state;
  }

  /**
   * Takes or renews the lease (by the database's clock); between slices only every quarter of its
   * length, timed by the monotonic clock so that this machine's clock being set does not skip renewals.
   */
  async #renew(force = false): Promise<boolean> {
    if (!force && performance.now() - this.#lastRenewal < this.#leaseMs / 4) return true;
    const taken = await takeLease(this.#options.db, repo.LITEBANS_LEASE, this.holder, this.#leaseMs);
    if (taken) this.#lastRenewal = performance.now();
    return taken;
  }

  async #checkpoint() {
    if (this.#stopping) throw new PassStopped("The server is stopping.");
    if (!(await this.#renew())) {
      this.#options.log.warn("LiteBans sync: the lease went to another instance mid-pass; stopping this pass");
      this.#state = "standby";
      throw new PassStopped("The lease was lost.");
    }
  }
}
