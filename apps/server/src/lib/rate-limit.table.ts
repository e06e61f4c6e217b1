// The rate_limits table, part of the bottom layer: db/schema.ts assembles it with the others.

export interface RateLimitsTable {
  /** What is counted, e.g. "login:ip:203.0.113.9"; callers choose their own prefixes. */
  key: string;
  hits: number;
  window_started_at: string;
  expires_at: string;
}

export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
