import { DISCORD_EVENTS, type DiscordEvent, isPublicDiscordEvent } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import * as repo from "./discord.repository";

// The one way other features tell Discord of something (issue 32): call queueDiscordEvent with the
// transaction that makes the change, so the messages exist exactly when the change does (a kill -9
// after the commit loses nothing; a rollback sends nothing). The sender (discord.sender.ts) sends
// them later, never during the request.

/** The facts of each event, as stored in the outbox; the message is written from them when sent. */
export type DiscordEventFacts =
  | {
      kind: "appeal_created";
      appeal_id: number;
      type: string;
      player: string;
      submitted_by: string;
      message: string;
    }
  | {
      kind: "appeal_decided";
      appeal_id: number;
      type: string;
      player: string;
      status: string;
      is_open: boolean;
      by: string;
    }
  | { kind: "appeal_comment"; appeal_id: number; type: string; player: string; author: string; comment: string }
  | { kind: "contact_message"; message_id: number; name: string; email: string; message: string }
  | { kind: "announcement_published"; announcement_id: number; title: string; introduction: string }
  | { kind: "member_joined"; username: string }
  | {
      kind: "patch_published";
      target: string;
      version: string;
      notes: string;
      published: boolean;
      made_current: boolean;
      by: string;
    }
  | { kind: "litebans_sync"; state: "failing" | "recovered"; error: string | null }
  | { kind: "backup_failed"; error: string };

export type DiscordTestFacts = { kind: "test"; by: string };
export type DiscordFacts = DiscordEventFacts | DiscordTestFacts;

/** An announcement is sent a little after it is made, so the picture uploaded just after it goes too. */
const SETTLE_MS: Partial<Record<DiscordEvent, number>> = { announcement_published: 15_000 };

const wakers = new Set<() => void>();

/** A sender in this process hears of new messages at once (the table stays the truth). */
export function onDiscordMessages(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Wakes this process's senders shortly, once the caller's transaction has most likely committed. */
export function nudgeDiscordSenders(delayMs = 25): void {
  if (wakers.size === 0) return;
  const timer = setTimeout(() => {
    for (const wake of wakers) wake();
  }, delayMs);
  timer.unref();
}

const parseEvents = (json: string): DiscordEvent[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value)
    ? value.filter((event): event is DiscordEvent => DISCORD_EVENTS.includes(event as DiscordEvent))
    : [];
};

/**
 * Queues the event for every webhook that is on and receives it; a public channel never gets an
 * event only staff may see. Call it with the transaction of the change it tells of.
 */
export async function queueDiscordEvent(trx: Db, facts: DiscordEventFacts): Promise<void> {
  const webhooks = await repo.listReceivingWebhooks(trx);
  const kind = facts.kind;
  const chosen = webhooks.filter(
    (webhook) => parseEvents(webhook.events).includes(kind) && (webhook.is_public === 0 || isPublicDiscordEvent(kind)),
  );
  if (chosen.length === 0) return;
  const now = nowIso();
  const nextTry = new Date(Date.now() + (SETTLE_MS[kind] ?? 0)).toISOString();
  const payload = JSON.stringify(facts);
  await repo.insertMessages(
    trx,
    chosen.map((webhook) => ({ webhook_id: webhook.id, kind, payload, created_at: now, next_try_at: nextTry })),
  );
  nudgeDiscordSenders(SETTLE_MS[kind] ?? 25);
}

export { parseEvents as parseDiscordEvents };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Delivered messages are kept a week, the given-up ones a month (the console shows the last week's). */
export function sweepDiscordOutbox(db: Db): Promise<number> {
  const now = Date.now();
  return repo.sweepMessages(db, {
    delivered: new Date(now - 7 * DAY_MS).toISOString(),
    givenUp: new Date(now - 30 * DAY_MS).toISOString(),
  });
}
