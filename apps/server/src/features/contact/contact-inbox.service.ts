import { CONTACT_INBOX_PAGE_SIZE, type ContactInbox, type InboxMessage, msg } from "@bastion/shared";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { notFound } from "../../lib/errors";
import { type AuditActor, excerpt, recordAudit } from "../audit/audit.service";
import * as repo from "./contact.repository";

// The owner's inbox of stored contact messages (the owner console, issue 14).

export const MESSAGE_NOT_FOUND = msg("That message no longer exists.");

type MessageRow = NonNullable<Awaited<ReturnType<typeof repo.findMessage>>>;

const toMessage = (row: MessageRow): InboxMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  created_at: row.created_at,
  is_read: row.read_at !== null,
  username: row.username,
});

export async function listInbox(db: Db, page: number): Promise<ContactInbox> {
  const total = await repo.countMessages(db, "all");
  const rows = await repo.listMessages(db, {
    limit: CONTACT_INBOX_PAGE_SIZE,
    offset: (page - 1) * CONTACT_INBOX_PAGE_SIZE,
  });
  return {
    messages: rows.map(toMessage),
    page,
    page_count: Math.ceil(total / CONTACT_INBOX_PAGE_SIZE),
    total,
    unread: await repo.countMessages(db, "unread"),
  };
}

export const countUnread = (db: Db) => repo.countMessages(db, "unread");

/** Marks a message read (opening it) or unread again. */
export async function markRead(db: Db, id: number, read: boolean) {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  if ((row.read_at !== null) !== read) await repo.setReadAt(db, id, read ? nowIso() : null);
  const updated = await repo.findMessage(db, id);
  if (!updated) throw notFound(MESSAGE_NOT_FOUND);
  return { message: toMessage(updated), unread: await countUnread(db) };
}

/** Deletes a message for good, recorded in the audit log (sender and the start of the text). */
export async function deleteMessage(db: Db, id: number, actor: AuditActor) {
  const row = await repo.findMessage(db, id);
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.deleteMessage(trx, id))) throw notFound(MESSAGE_NOT_FOUND);
    await recordAudit(trx, {
      actor,
      action: "contact_message.delete",
      target: { type: "contact_message", id, label: `Message #${id} from ${row.name}` },
      before: { name: row.name, email: row.email, sent_at: row.created_at, message: excerpt(row.message) },
    });
  });
}
