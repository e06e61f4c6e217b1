import { type DiscordMessageKind, isPublicDiscordEvent } from "@bastion/shared";
import type { Db } from "../../db/database";
import { HOUR_MS, nowIso } from "../../lib/clock";
import type { LongRunningJob } from "../../lib/jobs";
import { releaseLease, takeLease } from "../../lib/leases";
import { decryptSecret } from "../../lib/secret-box";
import { recordAudit, SYSTEM_ACTOR } from "../audit/audit.service";
import { type RenderSite, renderDiscordMessage } from "./discord.render";
import * as repo from "./discord.repository";
import type { DiscordOutboxRow, DiscordWebhookRow } from "./discord.table";
import type { DiscordFacts } from "./discord-outbox.service";
import { onDiscordMessages } from "./discord-outbox.service";

// Sends the outbox to Discord (issue 32, docs/decisions/034). One instance at a time (a lease,
// docs/decisions/018), each webhook's oldest waiting message first, the next one only once that one
// is delivered (Discord's `?wait=true` answer confirms it) or given up. A 429 pauses the webhook for
// Discord's retry_after (all webhooks for a global limit); a 5xx or a network error backs off,
// doubling with jitter up to a few minutes; a 401, 403 or 404 (the webhook was deleted) stops that
// webhook until the owner edits it; a message still not sent a day after it was written is given up,
// shown in the console and in the audit log.
//
// Exactly once: the row is marked delivered right after Discord's 2xx. A crash in between (a few
// milliseconds) sends that one message again on the next start: HTTP gives no way to ask Discord
// whether a message arrived.

export const DISCORD_LEASE = "discord-outbox";

export interface DiscordTiming {
  /** How long the lease lasts without renewal. */
  leaseMs: number;
  /** How often the table is looked at besides the nudges (a message written by another instance). */
  pollMs: number;
  /** The longest a POST to Discord may take. */
  requestTimeoutMs: number;
  /** The first wait after a failure; doubled each time, with jitter, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message not sent this long after it was written is given up. */
  giveUpAfterMs: number;
}

export const DEFAULT_DISCORD_TIMING: DiscordTiming = {
  leaseMs: 60_000,
  pollMs: 5_000,
  requestTimeoutMs: 10_000,
  retryBaseMs: 2_000,
  retryMaxMs: 5 * 60_000,
  giveUpAfterMs: 24 * HOUR_MS,
};

export interface DiscordSenderOptions {
  db: Db;
  /** Decrypts the webhooks' URLs (secretKey(app secret, "discord:webhook")). */
  key: Buffer;
  holder: string;
  site: () => Promise<RenderSite>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  timing?: Partial<DiscordTiming>;
  /**
   * Tests only: where Discord's API is (a local receiver, http://127.0.0.1:port); the stored URL's
   * path is kept. Owners can only store discord.com URLs.
   */
  apiBase?: string;
}

interface Answer {
  status: number;
  headers: Headers | undefined;
  body: unknown;
  error?: string;
}

const seconds = (value: unknown): number | undefined => {
  const number = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

const discordMessage = (body: unknown) =>
  typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string"
    ? (body as { message: string }).message.slice(0, 200)
    : undefined;

const describe = (answer: Answer) =>
  answer.error ??
  `Discord answered ${answer.status}${discordMessage(answer.body) ? `: ${discordMessage(answer.body)}` : ""}`;

export class DiscordSender implements LongRunningJob {
  readonly name = "discord outbox";
  readonly #options: DiscordSenderOptions;
  readonly #timing: DiscordTiming;
  #running: Promise<void> | undefined;
  #again = false;
  #stopping = false;
  #poll: NodeJS.Timeout | undefined;
  #wakeTimer: NodeJS.Timeout | undefined;
  #wakeAt = Number.POSITIVE_INFINITY;
  #unsubscribe: (() => void) | undefined;
  #holding = false;
  #lastRenewal = Number.NEGATIVE_INFINITY;
  /** Discord's global rate limit: nothing is sent to any webhook before then. */
  #globalUntil = 0;

  constructor(options: DiscordSenderOptions) {
    this.#options = options;
    this.#timing = { ...DEFAULT_DISCORD_TIMING, ...options.timing };
  }

  start(): void {
    this.#stopping = false;
    this.#unsubscribe = onDiscordMessages(() => this.wake());
    this.#poll = setInterval(() => this.wake(), this.#timing.pollMs);
    this.#poll.unref();
    // What a killed instance left in the outbox goes out now.
    this.wake();
  }

  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe?.();
    clearInterval(this.#poll);
    clearTimeout(this.#wakeTimer);
    await this.#running;
    if (this.#holding) await releaseLease(this.#options.db, DISCORD_LEASE, this.#options.holder).catch(() => undefined);
    this.#holding = false;
  }

  /** Looks at the outbox soon; a look under way looks again when it ends. */
  wake(): void {
    if (this.#stopping) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
    });
  }

  /** Sends what is due now and resolves once the outbox has nothing more due (tests, the CLI). */
  async runNow(): Promise<void> {
    this.wake();
    while (this.#running) await this.#running;
  }

  async #loop() {
    do {
      this.#again = false;
      try {
        await this.#pass();
      } catch (error) {
        this.#options.log.warn({ err: error }, "discord outbox failed");
      }
    } while (this.#again && !this.#stopping);
  }

  async #pass() {
    const { db, holder } = this.#options;
    let heads = await repo.listWaitingHeads(db);
    if (heads.length === 0) {
      // Nothing waits: the lease goes, so another instance's new message need not wait for it to lapse.
      if (this.#holding) await releaseLease(db, DISCORD_LEASE, holder);
      this.#holding = false;
      return;
    }
    if (!(await this.#renew(true))) return;
    if (await this.#giveUpOld(heads.map((head) => head.webhook_id))) heads = await repo.listWaitingHeads(db);
    this.#wakeAt = Number.POSITIVE_INFINITY;
    await Promise.all(heads.map((head) => this.#sendWebhook(head.webhook_id)));
    this.#scheduleWake();
  }

  /** Takes or renews the lease: every time when `force`, else once a quarter of it has passed. */
  async #renew(force = false): Promise<boolean> {
    const { db, holder } = this.#options;
    if (!force && this.#holding && performance.now() - this.#lastRenewal < this.#timing.leaseMs / 4) return true;
    this.#holding = await takeLease(db, DISCORD_LEASE, holder, this.#timing.leaseMs);
    if (this.#holding) this.#lastRenewal = performance.now();
    return this.#holding;
  }

  #noteWake(at: number) {
    this.#wakeAt = Math.min(this.#wakeAt, at);
  }

  #scheduleWake() {
    clearTimeout(this.#wakeTimer);
    if (this.#stopping || !Number.isFinite(this.#wakeAt)) return;
    const delay = Math.max(10, Math.min(this.#wakeAt - Date.now(), this.#timing.pollMs));
    this.#wakeTimer = setTimeout(() => this.wake(), delay);
    this.#wakeTimer.unref();
  }

  /** Gives up every message written more than a day ago; true when there were any. */
  async #giveUpOld(webhookIds: number[]): Promise<boolean> {
    const { db } = this.#options;
    const before = new Date(Date.now() - this.#timing.giveUpAfterMs).toISOString();
    let any = false;
    for (const webhookId of webhookIds) {
      const webhook = await repo.findWebhook(db, webhookId);
      if (!webhook) continue;
      const done = await db.transaction().execute(async (trx) => {
        const given = await repo.giveUp(
          trx,
          { webhookId, before },
          { given_up_at: nowIso(), reason: "Not sent within a day" },
        );
        if (given.length > 0) await this.#auditGivenUp(trx, webhook, given, "Not sent within a day");
        return given.length;
      });
      if (done > 0) {
        any = true;
        this.#options.log.warn({ webhook: webhook.name, messages: done }, "discord: messages given up after a day");
      }
    }
    return any;
  }

  async #auditGivenUp(
    trx: Db,
    webhook: DiscordWebhookRow,
    given: { id: number; kind: string; tries: number; last_error: string | null }[],
    reason: string,
  ) {
    await repo.updateWebhook(trx, webhook.id, {
      last_error: given[given.length - 1]?.last_error ?? reason,
      last_error_at: nowIso(),
    });
    await recordAudit(trx, {
      actor: SYSTEM_ACTOR,
      action: "discord.given_up",
      target: { type: "discord_webhook", id: webhook.id, label: webhook.name },
      after: {
        messages: given.length,
        kinds: [...new Set(given.map((one) => one.kind))],
        reason,
        last_error: given[given.length - 1]?.last_error ?? null,
      },
    });
  }

  /** Sends one webhook's due messages in order, until one must wait. */
  async #sendWebhook(webhookId: number) {
    const { db } = this.#options;
    for (;;) {
      if (this.#stopping) return;
      const webhook = await repo.findWebhook(db, webhookId);
      if (!webhook || webhook.enabled === 0 || webhook.refused_at !== null) return;
      const now = Date.now();
      const paused = Math.max(this.#globalUntil, webhook.paused_until ? Date.parse(webhook.paused_until) : 0);
      if (paused > now) return this.#noteWake(paused);
      const message = await repo.firstWaiting(db, webhookId);
      if (!message) return;
      const due = Date.parse(message.next_try_at);
      if (due > now) return this.#noteWake(due);
      if (!(await this.#renew())) return;
      if (!(await this.#sendOne(webhook, message))) return;
    }
  }

  /** Sends one message; true when the webhook's next message may follow at once. */
  async #sendOne(webhook: DiscordWebhookRow, message: DiscordOutboxRow): Promise<boolean> {
    const { db, log } = this.#options;
    const kind = message.kind as DiscordMessageKind;
    // Queued before the owner marked the channel public: never sent there.
    if (webhook.is_public === 1 && kind !== "test" && !isPublicDiscordEvent(kind)) {
      await db.transaction().execute(async (trx) => {
        const given = await repo.giveUp(
          trx,
          { ids: [message.id] },
          { given_up_at: nowIso(), reason: "Not sent: the channel is public" },
        );
        if (given.length > 0) await this.#auditGivenUp(trx, webhook, given, "Not sent: the channel is public");
      });
      return true;
    }
    const facts = JSON.parse(message.payload) as DiscordFacts;
    const body = await renderDiscordMessage(facts, message.created_at, await this.#options.site());
    const answer = await this.#post(decryptSecret(this.#options.key, webhook.url_encrypted), body);
    const now = Date.now();
    if (answer.status >= 200 && answer.status < 300) {
      await repo.markDelivered(db, message.id, new Date(now).toISOString());
      const remaining = answer.headers?.get("x-ratelimit-remaining");
      const resetAfter = seconds(answer.headers?.get("x-ratelimit-reset-after"));
      const pausedUntil =
        remaining === "0" && resetAfter !== undefined ? new Date(now + resetAfter * 1000).toISOString() : null;
      await repo.updateWebhook(db, webhook.id, {
        last_delivered_at: new Date(now).toISOString(),
        last_error: null,
        last_error_at: null,
        paused_until: pausedUntil,
      });
      if (pausedUntil === null) return true;
      this.#noteWake(Date.parse(pausedUntil));
      return false;
    }
    if (answer.status === 429) {
      const body = (answer.body ?? {}) as { retry_after?: unknown; global?: unknown };
      const waitS =
        seconds(body.retry_after) ??
        seconds(answer.headers?.get("x-ratelimit-reset-after")) ??
        seconds(answer.headers?.get("retry-after")) ??
        1;
      const until = now + Math.ceil(waitS * 1000);
      if (body.global === true || answer.headers?.get("x-ratelimit-global") === "true") this.#globalUntil = until;
      await repo.updateWebhook(db, webhook.id, { paused_until: new Date(until).toISOString() });
      this.#noteWake(until);
      return false;
    }
    const error = describe(answer);
    if ([401, 403, 404].includes(answer.status)) {
      // The webhook was deleted in Discord (or its token is wrong): retrying cannot help.
      await db.transaction().execute(async (trx) => {
        await repo.updateWebhook(trx, webhook.id, {
          refused_at: nowIso(),
          last_error: error,
          last_error_at: nowIso(),
        });
        await recordAudit(trx, {
          actor: SYSTEM_ACTOR,
          action: "discord.webhook_refused",
          target: { type: "discord_webhook", id: webhook.id, label: webhook.name },
          after: { error },
        });
      });
      log.warn(
        { webhook: webhook.name, status: answer.status },
        "discord: the webhook was refused; edit it in the console",
      );
      return false;
    }
    if (answer.status >= 400 && answer.status < 500) {
      // Discord refused this message itself (400, 413): sending it again would fail the same way.
      await db.transaction().execute(async (trx) => {
        await repo.markRetry(trx, message.id, {
          tries: message.tries + 1,
          next_try_at: message.next_try_at,
          last_error: error,
        });
        const given = await repo.giveUp(trx, { ids: [message.id] }, { given_up_at: nowIso(), reason: error });
        if (given.length > 0) await this.#auditGivenUp(trx, webhook, given, error);
      });
      log.warn({ webhook: webhook.name, status: answer.status, kind }, "discord: a message was refused and given up");
      return true;
    }
    // 5xx or the network: back off, doubling with jitter.
    const tries = message.tries + 1;
    const backoff = Math.min(this.#timing.retryMaxMs, this.#timing.retryBaseMs * 2 ** (tries - 1));
    const next = now + Math.round(backoff * (0.5 + Math.random() * 0.5));
    await repo.markRetry(db, message.id, { tries, next_try_at: new Date(next).toISOString(), last_error: error });
    await repo.updateWebhook(db, webhook.id, { last_error: error, last_error_at: new Date(now).toISOString() });
    if (tries === 1) log.warn({ webhook: webhook.name, error }, "discord: sending failed; retrying with backoff");
    this.#noteWake(next);
    return false;
  }

  /** POSTs the body and asks Discord to confirm (`?wait=true`); a network failure is status 0. */
  async #post(url: string, body: unknown): Promise<Answer> {
    const stored = new URL(url);
    const base = this.#options.apiBase ?? stored.origin;
    const target = `${base}${stored.pathname}?wait=true`;
    try {
      const response = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Bastion (Discord webhooks)" },
        body: JSON.stringify(body),
        redirect: "error",
        signal: AbortSignal.timeout(this.#timing.requestTimeoutMs),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = undefined;
      }
      return { status: response.status, headers: response.headers, body: parsed };
    } catch (error) {
      // Never the URL: it carries the webhook's token.
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const name = (error as { name?: string }).name;
      const what =
        name === "TimeoutError"
          ? "Discord did not answer in time"
          : `Could not reach Discord${cause ? ` (${cause})` : ""}`;
      return { status: 0, headers: undefined, body: undefined, error: what };
    }
  }
}
