import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  userId: number | null;
  ip: string | null;
}

export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<number> {
  const row = await db
    .insertInto("contact_messages")
    .values({
      name: message.name,
      email: message.email,
      message: message.message,
      user_id: message.userId,
      ip: message.ip,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One page of the inbox, newest first (contact_messages_created_idx), with the sender's account if any. */
export async function listMessages(db: Db, page: { limit: number; offset: number }) {
  return db
    .selectFrom("contact_messages as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .select(["m.id", "m.name", "m.email", "m.message", "m.created_at", "m.read_at", "u.username"])
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function findMessage(db: Db, id: number) {
  return db
    .selectFrom("contact_messages as m")
    .leftJoin("users as u", "u.id", "m.user_id")
    .select(["m.id", "m.name", "m.email", "m.message", "m.created_at", "m.read_at", "u.username"])
    .where("m.id", "=", id)
    .executeTakeFirst();
}

export async function countMessages(db: Db, only: "all" | "unread"): Promise<number> {
  let query = db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number | string>().as("count"));
  if (only === "unread") query = query.where("read_at", "is", null);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function setReadAt(db: Db, id: number, readAt: string | null) {
  await db.updateTable("contact_messages").set({ read_at: readAt }).where("id", "=", id).execute();
}

export async function deleteMessage(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
