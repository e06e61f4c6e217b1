import { type Insertable, sql, type Updateable } from "kysely";
import type { Db } from "../../db/database";
import type { DiscordOutboxTable, DiscordWebhooksTable } from "./discord.table";

// Discord webhooks (issue 32): the only Kysely place for the webhooks and their outbox.

/** Every webhook, oldest first, with the count of its messages still waiting (discord_outbox_waiting_idx). */
export function listWebhooks(db: Db) {
  return db
    .selectFrom("discord_webhooks as w")
    .selectAll("w")
    .select((eb) =>
      eb
        .selectFrom("discord_outbox as o")
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .whereRef("o.webhook_id", "=", "w.id")
        .where("o.delivered_at", "is", null)
        .where("o.given_up_at", "is", null)
        .as("queued"),
    )
    .orderBy("w.id")
    .execute();
}
export type WebhookListRow = Awaited<ReturnType<typeof listWebhooks>>[number];

export const findWebhook = (db: Db, id: number) =>
  db.selectFrom("discord_webhooks").selectAll().where("id", "=", id).executeTakeFirst();

export async function countWebhooks(db: Db): Promise<number> {
  const row = await db
    .selectFrom("discord_webhooks")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertWebhook(db: Db, values: Insertable<DiscordWebhooksTable>): Promise<number> {
  const row = await db.insertInto("discord_webhooks").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateWebhook(db: Db, id: number, values: Updateable<DiscordWebhooksTable>) {
  await db.updateTable("discord_webhooks").set(values).where("id", "=", id).execute();
}

export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("discord_webhooks").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The webhooks that take new messages: on, and not refused by Discord. */
export const listReceivingWebhooks = (db: Db) =>
  db
    .selectFrom("discord_webhooks")
    .select(["id", "events", "is_public"])
    .where("enabled", "=", 1)
    .where("refused_at", "is", null)
    .orderBy("id")
    .execute();

export async function insertMessages(db: Db, rows: Insertable<DiscordOutboxTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto("discord_outbox").values(rows).returning("id").execute();
  return inserted.map((row) => row.id);
}

/** The webhooks with messages waiting, and each one's oldest waiting message (discord_outbox_waiting_idx). */
export function listWaitingHeads(db: Db) {
  return db
    .selectFrom("discord_outbox")
    .select(["webhook_id", (eb) => eb.fn.min<number>("id").as("head_id")])
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .groupBy("webhook_id")
    .execute();
}

export const findMessage = (db: Db, id: number) =>
  db.selectFrom("discord_outbox").selectAll().where("id", "=", id).executeTakeFirst();

/** Marks a message delivered, unless it already was (or was given up): true when this call did it. */
export async function markDelivered(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable("discord_outbox")
    .set({ delivered_at: at, last_error: null })
    .where("id", "=", id)
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markRetry(
  db: Db,
  id: number,
  values: { tries: number; next_try_at: string; last_error: string },
) {
  await db.updateTable("discord_outbox").set(values).where("id", "=", id).where("delivered_at", "is", null).execute();
}

/**
 * Gives up on waiting messages: the ones named, or every one of a webhook written before `before`.
 * A message keeps its own last error; `reason` is written where it has none.
 */
export function giveUp(
  db: Db,
  which: { ids: number[] } | { webhookId: number; before: string },
  values: { given_up_at: string; reason: string },
) {
  let query = db
    .updateTable("discord_outbox")
    .set({ given_up_at: values.given_up_at, last_error: sql<string>`coalesce(last_error, ${values.reason})` })
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null);
  query =
    "ids" in which
      ? query.where("id", "in", which.ids.length > 0 ? which.ids : [-1])
      : query.where("webhook_id", "=", which.webhookId).where("created_at", "<", which.before);
  return query.returning(["id", "kind", "tries", "last_error"]).execute();
}

/** A webhook's oldest waiting message: the only one that may be sent next. */
export const firstWaiting = (db: Db, webhookId: number) =>
  db
    .selectFrom("discord_outbox")
    .selectAll()
    .where("webhook_id", "=", webhookId)
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();

/** A webhook's waiting messages of kinds other than `kinds` (to drop the staff's when it turns public). */
export const waitingOtherThan = (db: Db, webhookId: number, kinds: readonly string[]) =>
  db
    .selectFrom("discord_outbox")
    .select("id")
    .where("webhook_id", "=", webhookId)
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .where("kind", "not in", [...kinds])
    .execute();

export async function deleteMessages(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom("discord_outbox").where("id", "in", ids).execute();
}

/** Messages of the same webhook still waiting before this one. */
export async function countAhead(db: Db, webhookId: number, id: number): Promise<number> {
  const row = await db
    .selectFrom("discord_outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("webhook_id", "=", webhookId)
    .where("id", "<", id)
    .where("delivered_at", "is", null)
    .where("given_up_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The messages given up on lately, newest first, with their webhook's name. */
export const listFailures = (db: Db, since: string, limit: number) =>
  db
    .selectFrom("discord_outbox as o")
    .innerJoin("discord_webhooks as w", "w.id", "o.webhook_id")
    .select([
      "o.id",
      "o.webhook_id",
      "w.name as webhook_name",
      "o.kind",
      "o.created_at",
      "o.given_up_at",
      "o.tries",
      "o.last_error",
    ])
    .where("o.given_up_at", ">=", since)
    .orderBy("o.given_up_at", "desc")
    .orderBy("o.id", "desc")
    .limit(limit)
    .execute();

/** Deletes messages delivered before `delivered` and given up before `givenUp`: they are never sent again. */
export async function sweepMessages(db: Db, cutoffs: { delivered: string; givenUp: string }): Promise<number> {
  const delivered = await db
    .deleteFrom("discord_outbox")
    .where("delivered_at", "<", cutoffs.delivered)
    .executeTakeFirst();
  const givenUp = await db.deleteFrom("discord_outbox").where("given_up_at", "<", cutoffs.givenUp).executeTakeFirst();
  return Number(delivered.numDeletedRows) + Number(givenUp.numDeletedRows);
}
