import type { Generated, Selectable } from "kysely";

/** A Discord webhook the owner added (issue 32). */
export interface DiscordWebhooksTable {
  id: Generated<number>;
  name: string;
  /** The URL, encrypted with a key derived from the app secret (lib/secret-box.ts). */
  url_encrypted: string;
  /** How the console shows the URL: …/webhooks/1234…/••••abcd. */
  url_hint: string;
  /** JSON list of the events it receives (packages/shared DISCORD_EVENTS). */
  events: Generated<string>;
  is_public: Generated<number>;
  enabled: Generated<number>;
  /** Discord's rate limit: nothing goes to this webhook before then. */
  paused_until: string | null;
  /** When Discord answered 401, 403 or 404: nothing goes until the owner edits the webhook. */
  refused_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  last_delivered_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One message to one webhook: sent in id order per webhook, once Discord confirms it, or given up. */
export interface DiscordOutboxTable {
  id: Generated<number>;
  webhook_id: number;
  /** An event (DISCORD_EVENTS) or "test". */
  kind: string;
  /** The event's facts as JSON; the message is written from them when it is sent. */
  payload: string;
  created_at: string;
  next_try_at: string;
  tries: Generated<number>;
  last_error: string | null;
  delivered_at: string | null;
  given_up_at: string | null;
}

export interface DiscordTables {
  discord_webhooks: DiscordWebhooksTable;
  discord_outbox: DiscordOutboxTable;
}

export type DiscordWebhookRow = Selectable<DiscordWebhooksTable>;
export type DiscordOutboxRow = Selectable<DiscordOutboxTable>;
