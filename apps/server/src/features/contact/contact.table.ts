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
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
}
