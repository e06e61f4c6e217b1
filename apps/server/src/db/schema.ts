import type { AccountsTables } from "../features/accounts/accounts.table";
import type { SessionTables } from "../plugins/session.table";

/** Every table, merged from the features that own them. */
export interface Database extends AccountsTables, SessionTables {
  settings: { key: string; value: string };
}
