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
