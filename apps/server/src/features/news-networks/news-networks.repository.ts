import type { CompiledQuery, InferResult } from "kysely";
import type { Db } from "../../db/database";
import type { NewNewsNetwork } from "./news-networks.table";

type NetworkValues = Omit<NewNewsNetwork, "id" | "public_id" | "owner_id" | "created_at">;

/** What the hub and the feed both show: the names, the logo, the lock and when it changed. */
const FACE_COLUMNS = [
  "network_name_on_website",
  "network_name",
  "network_name_short",
  "logo_background_colour",
  "logo_text_colour",
  "logo_stroke",
  "is_locked",
  "updated_at",
] as const;

/** How many networks the account has (news_networks_owner_idx). */
export async function countOwned(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom("news_networks")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("owner_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The account's networks in the order they were made. */
export async function listOwned(db: Db, ownerId: number) {
  return db
    .selectFrom("news_networks")
    .select(["id", ...FACE_COLUMNS])
    .where("owner_id", "=", ownerId)
    .orderBy("id")
    .execute();
}

/**
 * Queues the account's concurrent creates until this transaction ends: a no-op write to the
 * owner's row locks it on PostgreSQL (SQLite's transactions already hold the write lock from
 * BEGIN IMMEDIATE), so the count read after it cannot be stale when the insert lands.
 */
export async function lockOwner(trx: Db, ownerId: number): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", ownerId)
    .execute();
}

export async function insertNetwork(trx: Db, values: NewNewsNetwork): Promise<number> {
  const row = await trx.insertInto("news_networks").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** The network with its owner's name. */
export async function findNetwork(db: Db, id: number) {
  return db
    .selectFrom("news_networks as n")
    .innerJoin("users as u", "u.id", "n.owner_id")
    .selectAll("n")
    .select("u.username as owner")
    .where("n.id", "=", id)
    .executeTakeFirst();
}

/** Changes the network if the account owns it; false otherwise (none, or someone else's). */
export async function updateOwned(db: Db, id: number, ownerId: number, values: NetworkValues): Promise<boolean> {
  const result = await db
    .updateTable("news_networks")
    .set(values)
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the network if the account owns it; false otherwise. */
export async function deleteOwned(db: Db, id: number, ownerId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("news_networks")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const FEED_COLUMNS = ["public_id", ...FACE_COLUMNS, "server_id", "allowed_usernames", "templates"] as const;

const feedQuery = (db: Db, publicId: string) =>
  db.selectFrom("news_networks").select(FEED_COLUMNS).where("public_id", "=", publicId);

export type FeedRow = InferResult<ReturnType<typeof feedQuery>>[number];

/** The feed's query compiled once per database: every game client fetches it, so build it only once. */
const compiledFeed = new WeakMap<Db, CompiledQuery<FeedRow>>();

/** What the feed serves, by its public id (the unique index): one read per request. */
export async function findFeed(db: Db, publicId: string): Promise<FeedRow | undefined> {
  let compiled = compiledFeed.get(db);
  if (!compiled) {
    compiled = feedQuery(db, "").compile();
    compiledFeed.set(db, compiled);
  }
  const result = await db.executeQuery<FeedRow>({ ...compiled, parameters: [publicId] });
  return result.rows[0];
}
