export interface SessionsTable {
  /** SHA-256 of the cookie's token: the token itself is never stored. */
  id_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
  ip: string | null;
  user_agent: string | null;
  /**
   * When the session's owner last proved who they are: at sign-in, and at each re-confirmation
   * (issue 29). Dangerous actions need it recent. Null only on a row written before it existed.
   */
  confirmed_at: string | null;
}

export interface SessionTables {
  sessions: SessionsTable;
}
