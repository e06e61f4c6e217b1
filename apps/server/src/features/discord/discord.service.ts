import {
  DISCORD_EVENTS,
  DISCORD_PUBLIC_EVENTS,
  DISCORD_WEBHOOKS_MAX,
  type DiscordDelivery,
  type DiscordEvent,
  type DiscordWebhook,
  type DiscordWebhookForm,
  type DiscordWebhookList,
  discordUrlHint,
  isDiscordWebhookUrl,
  isPublicDiscordEvent,
  msg,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { badRequest, conflict, notFound, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { encryptSecret, secretKey } from "../../lib/secret-box";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import * as repo from "./discord.repository";
import type { DiscordOutboxRow } from "./discord.table";
import { type DiscordTestFacts, nudgeDiscordSenders, parseDiscordEvents } from "./discord-outbox.service";

// The owner console's Discord section (issue 32): webhooks with the events each receives, a public
// flag that keeps staff matters out of a channel everyone reads, and a test message. The URL holds
// Discord's token: stored encrypted, answered only as a hint, never logged.

export interface DiscordDeps {
  db: Db;
  /** secretKey(app secret, "discord:webhook"): encrypts the URLs. */
  key: Buffer;
}

/** The key the webhooks' URLs are encrypted with, derived from the app secret for this one purpose. */
export const discordKey = (appSecret: string) => secretKey(appSecret, "discord:webhook");

export const WEBHOOK_NOT_FOUND = msg("Webhook not found.");
export const NOT_A_DISCORD_URL = msg(
  "Paste the webhook URL Discord gives (Server Settings, Integrations, Webhooks, Copy Webhook URL): https://discord.com/api/webhooks/…",
);
export const URL_NEEDED = msg("The webhook URL is required.");
export const PUBLIC_GETS_STAFF_EVENTS = msg(
  "A public channel can only receive announcements and new members: the other events are for staff.",
);
export const TURN_ON_FIRST = msg("Turn the webhook on to send a test.");
/** The failures the console lists: the last week's, at most this many. */
const FAILURES_SHOWN = 20;
const FAILURES_DAYS = 7;

const stateOf = (row: { enabled: number; refused_at: string | null; last_error: string | null }) =>
  row.enabled === 0 ? "off" : row.refused_at !== null ? "broken" : row.last_error !== null ? "failing" : "ok";

const toWebhook = (row: repo.WebhookListRow): DiscordWebhook => ({
  id: row.id,
  name: row.name,
  url_hint: row.url_hint,
  events: parseDiscordEvents(row.events),
  is_public: row.is_public === 1,
  enabled: row.enabled === 1,
  state: stateOf(row),
  last_error: row.last_error,
  last_delivered_at: row.last_delivered_at,
  queued: Number(row.queued ?? 0),
  created_at: row.created_at,
});

/** Every webhook, and the messages given up on in the last week. */
export async function listDiscord(db: Db): Promise<DiscordWebhookList> {
  const since = new Date(Date.now() - FAILURES_DAYS * 24 * 3_600_000).toISOString();
  const [rows, failures] = await Promise.all([repo.listWebhooks(db), repo.listFailures(db, since, FAILURES_SHOWN)]);
  return {
    webhooks: rows.map(toWebhook),
    failures: failures.map((row) => ({ ...row, given_up_at: row.given_up_at ?? row.created_at })),
  };
}

async function webhookById(db: Db, id: number): Promise<DiscordWebhook> {
  const found = (await repo.listWebhooks(db)).find((row) => row.id === id);
  if (!found) throw notFound(WEBHOOK_NOT_FOUND);
  return toWebhook(found);
}

/** The events in the console's order, checked against the channel's audience. */
function checkedEvents(form: DiscordWebhookForm): DiscordEvent[] {
  if (form.is_public && form.events.some((event) => !isPublicDiscordEvent(event))) {
    throw validation({ events: [PUBLIC_GETS_STAFF_EVENTS] }, PUBLIC_GETS_STAFF_EVENTS);
  }
  return DISCORD_EVENTS.filter((event) => form.events.includes(event));
}

function checkedUrl(url: string | undefined, required: boolean): string | undefined {
  const given = url?.trim() ?? "";
  if (given === "") {
    if (required) throw validation({ url: [URL_NEEDED] }, URL_NEEDED);
    return undefined;
  }
  if (!isDiscordWebhookUrl(given)) throw validation({ url: [NOT_A_DISCORD_URL] }, NOT_A_DISCORD_URL);
  return given;
}

const snapshot = (webhook: {
  name: string;
  url_hint: string;
  events: string[];
  is_public: boolean;
  enabled: boolean;
}) => ({
  name: webhook.name,
  url: webhook.url_hint,
  events: webhook.events,
  public: webhook.is_public,
  enabled: webhook.enabled,
});

const auditTarget = (id: number, name: string) => ({ type: "discord_webhook", id, label: name });

/** A new webhook, audited (its URL only as the hint). */
export async function createWebhook(deps: DiscordDeps, form: DiscordWebhookForm, actor: AuditActor) {
  const url = checkedUrl(form.url, true) ?? "";
  const events = checkedEvents(form);
  const now = nowIso();
  const values = {
    name: form.name,
    url_encrypted: encryptSecret(deps.key, url),
    url_hint: discordUrlHint(url),
    events: JSON.stringify(events),
    is_public: form.is_public ? 1 : 0,
    enabled: form.enabled ? 1 : 0,
    paused_until: null,
    refused_at: null,
    last_error: null,
    last_error_at: null,
    last_delivered_at: null,
    created_at: now,
    updated_at: now,
  };
  const id = await deps.db.transaction().execute(async (trx) => {
    if ((await repo.countWebhooks(trx)) >= DISCORD_WEBHOOKS_MAX) {
      throw badRequest(msgWith("The site holds at most {max} webhooks.", { max: DISCORD_WEBHOOKS_MAX }));
    }
    const newId = await repo.insertWebhook(trx, values);
    await recordAudit(trx, {
      actor,
      action: "discord.webhook_create",
      target: auditTarget(newId, form.name),
      after: snapshot({ ...form, events, url_hint: values.url_hint }),
    });
    return newId;
  });
  return webhookById(deps.db, id);
}

/**
 * Saves a webhook: a blank URL keeps the stored one. Saving clears a refusal or a rate-limit pause
 * (the owner fixed the URL, or wants it tried again); a channel made public loses the staff's
 * messages still waiting for it.
 */
export async function updateWebhook(
  deps: DiscordDeps,
  id: number,
  form: DiscordWebhookForm,
  actor: AuditActor,
): Promise<{ webhook: DiscordWebhook; changed: boolean }> {
  const before = await webhookById(deps.db, id);
  const url = checkedUrl(form.url, false);
  const events = checkedEvents(form);
  const urlHint = url ? discordUrlHint(url) : before.url_hint;
  const was = snapshot(before);
  const next = snapshot({ ...form, events, url_hint: urlHint });
  const urlChanged = url !== undefined;
  const retry = before.state === "broken" || before.state === "failing";
  if (!urlChanged && !retry && JSON.stringify(was) === JSON.stringify(next)) return { webhook: before, changed: false };
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateWebhook(trx, id, {
      name: form.name,
      ...(url ? { url_encrypted: encryptSecret(deps.key, url), url_hint: urlHint } : {}),
      events: JSON.stringify(events),
      is_public: form.is_public ? 1 : 0,
      enabled: form.enabled ? 1 : 0,
      refused_at: null,
      paused_until: null,
      last_error: null,
      last_error_at: null,
      updated_at: nowIso(),
    });
    if (form.is_public) {
      const staffOnly = await repo.waitingOtherThan(trx, id, [...DISCORD_PUBLIC_EVENTS, "test"]);
      await repo.deleteMessages(
        trx,
        staffOnly.map((row) => row.id),
      );
    }
    await recordAudit(trx, {
      actor,
      action: "discord.webhook_update",
      target: auditTarget(id, form.name),
      before: was,
      after: { ...next, url_changed: urlChanged },
    });
  });
  nudgeDiscordSenders();
  return { webhook: await webhookById(deps.db, id), changed: true };
}

/** Deletes a webhook with its queue; answers its name. */
export async function deleteWebhook(db: Db, id: number, actor: AuditActor): Promise<string> {
  const before = await webhookById(db, id);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteWebhook(trx, id))) throw notFound(WEBHOOK_NOT_FOUND);
    await recordAudit(trx, {
      actor,
      action: "discord.webhook_delete",
      target: auditTarget(id, before.name),
      before: { ...snapshot(before), queued: before.queued },
    });
  });
  return before.name;
}

async function toDelivery(db: Db, row: DiscordOutboxRow): Promise<DiscordDelivery> {
  const waiting = row.delivered_at === null && row.given_up_at === null;
  return {
    id: row.id,
    webhook_id: row.webhook_id,
    state: row.delivered_at !== null ? "delivered" : row.given_up_at !== null ? "given_up" : "queued",
    tries: row.tries,
    ahead: waiting ? await repo.countAhead(db, row.webhook_id, row.id) : 0,
    next_try_at: waiting ? row.next_try_at : null,
    delivered_at: row.delivered_at,
    last_error: row.last_error,
  };
}

/** Queues a test message behind the webhook's others; the console follows it with findDelivery. */
export async function queueTest(db: Db, id: number, actor: AuditActor): Promise<DiscordDelivery> {
  const webhook = await webhookById(db, id);
  if (!webhook.enabled) throw conflict(TURN_ON_FIRST);
  const facts: DiscordTestFacts = { kind: "test", by: actor.username };
  const now = nowIso();
  const [messageId] = await repo.insertMessages(db, [
    { webhook_id: id, kind: "test", payload: JSON.stringify(facts), created_at: now, next_try_at: now },
  ]);
  nudgeDiscordSenders(0);
  const row = messageId === undefined ? undefined : await repo.findMessage(db, messageId);
  if (!row) throw new Error("the test message just queued was not found");
  return toDelivery(db, row);
}

export async function findDelivery(db: Db, id: number): Promise<DiscordDelivery> {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound(msg("Message not found."));
  return toDelivery(db, row);
}
