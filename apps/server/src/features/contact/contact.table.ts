import type { Generated } from "kysely";

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  /** The signed-in sender, if any. */
  user_id: number | null;
  ip: string | null;
  created_at: string;
  /** When the owner opened it in the inbox; null while unread. */
  read_at: Generated<string | null>;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
