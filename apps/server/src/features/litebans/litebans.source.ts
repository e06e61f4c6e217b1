import { readFileSync } from "node:fs";
import mysql, { type SslOptions } from "mysql2";
import type { Pool, RowDataPacket } from "mysql2/promise";
import { guardedAuthPlugins, PlainTextPasswordRefused } from "./litebans.auth";
import type { PunishmentTable } from "./litebans.table";

// LiteBans' own database, read-only for us: every session is READ ONLY, and only SELECTs are sent.
// A small pool with connect and query timeouts, so an unreachable or slow server fails a sync pass
// (which backs off and retries) instead of hanging it.

/** One punishment row as LiteBans stores it, with `active` cast to a number in SQL (BIT(1) is a Buffer). */
export interface SourceRow {
  id: number;
  uuid: string | null;
  reason: string | null;
  banned_by_uuid: string;
  banned_by_name: string | null;
  /** When it was lifted or expired, in seconds since the epoch; null when never (and always for kicks). */
  removed_at: number | null;
  time: number;
  until: number;
  active: number;
}

/** Which rows are not players and which are unreadable, as REGEXP patterns (the mapping's ROW_RULES). */
export interface RowRules {
  notPlayer: string;
  playerUuid: string;
  lastMs: number;
}

export interface SourceOptions {
  url: string;
  /** Table names are `${prefix}bans` etc. Checked by the config: letters, digits and underscores. */
  prefix: string;
  /**
   * TLS with the certificate and its host name checked, against `caFile` or the system's CAs; unset
   * or "off": plain text (the config allows that for a host on this machine, or when told to).
   */
  tls?: "verify" | "off";
  caFile?: string;
  connectTimeoutMs?: number;
  queryTimeoutMs?: number;
}

const CONNECT_TIMEOUT_MS = 5000;

/** What went wrong with LiteBans' database, in words; `kind` stays the same while the cause does. */
export class SourceError extends Error {
  constructor(
    readonly kind: "unreachable" | "slow" | "missing table" | "access denied" | "tls" | "error",
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export const isMissingTable = (error: unknown) => error instanceof SourceError && error.kind === "missing table";

const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "PROTOCOL_CONNECTION_LOST",
]);

function classify(error: unknown, timeoutMs: number): SourceError {
  const { code, message } = error as { code?: string; message?: string };
  const text = message ?? String(error);
  if (error instanceof PlainTextPasswordRefused) return new SourceError("tls", text, { cause: error });
  if (code === "HANDSHAKE_NO_SSL_SUPPORT") {
    return new SourceError(
      "tls",
      "LiteBans' database does not offer TLS: turn it on there (ssl_cert and ssl_key in MariaDB or MySQL), or set LITEBANS_TLS=off",
      { cause: error },
    );
  }
  if (code === "HANDSHAKE_SSL_ERROR") {
    return new SourceError(
      "tls",
      `LiteBans' database: TLS failed (${text}): check LITEBANS_TLS_CA, and that the certificate names the host of LITEBANS_DATABASE_URL`,
      { cause: error },
    );
  }
  if (code === "ER_NO_SUCH_TABLE") return new SourceError("missing table", `LiteBans: ${text}`, { cause: error });
  if (code === "PROTOCOL_SEQUENCE_TIMEOUT") {
    return new SourceError("slow", `LiteBans' database did not answer within ${timeoutMs / 1000} s`, { cause: error });
  }
  if (code && NETWORK.has(code)) {
    return new SourceError("unreachable", `LiteBans' database is unreachable (${code})`, { cause: error });
  }
  if (code && /ACCESS_DENIED|ER_BAD_DB_ERROR/.test(code)) {
    return new SourceError("access denied", `LiteBans' database refused us: ${text}`, { cause: error });
  }
  return new SourceError("error", `LiteBans' database: ${code ? `${code}: ` : ""}${text}`, { cause: error });
}
const QUERY_TIMEOUT_MS = 30_000;

/** mysql2's TLS options: the chain checked (against the CA file, else the system's CAs) and the host name. */
function tlsOptions(caFile: string | undefined): SslOptions {
  return {
    ca: caFile ? readFileSync(caFile, "utf8") : undefined,
    rejectUnauthorized: true,
    verifyIdentity: true,
    minVersion: "TLSv1.2",
  };
}

/** The removal columns exist on every table but kicks. */
const hasRemovals = (table: PunishmentTable) => table !== "kicks";

function columns(table: PunishmentTable) {
  const removal = hasRemovals(table) ? "UNIX_TIMESTAMP(removed_by_date) AS removed_at" : "NULL AS removed_at";
  // Seconds since the epoch and BIT(1) as a number: the same whatever the session's time zone.
  return `id, uuid, reason, banned_by_uuid, banned_by_name, ${removal}, time, until, CAST(active AS UNSIGNED) AS active`;
}

export class LitebansSource {
  readonly #pool: Pool;
  readonly #prefix: string;
  readonly #timeout: number;

  constructor(options: SourceOptions) {
    const url = new URL(options.url.replace(/^mariadb:/, "mysql:"));
    this.#prefix = options.prefix;
    this.#timeout = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
    const pool = mysql.createPool({
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: decodeURIComponent(url.pathname.slice(1)),
      connectionLimit: 2,
      maxIdle: 1,
      idleTimeout: 60_000,
      queueLimit: 50,
      connectTimeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      enableKeepAlive: true,
      supportBigNumbers: true,
      charset: "utf8mb4_unicode_ci",
      ssl: options.tls === "verify" ? tlsOptions(options.caFile) : undefined,
      authPlugins: guardedAuthPlugins,
    });
    // Every new connection is a read-only session before its first query: we never write to LiteBans.
    pool.on("connection", (connection) => {
      connection.query("SET SESSION TRANSACTION READ ONLY", () => undefined);
    });
    this.#pool = pool.promise();
  }

  table(name: PunishmentTable | "history") {
    return `\`${this.#prefix}${name}\``;
  }

  async #select<T>(sql: string, values: unknown[] = []): Promise<T[]> {
    try {
      const [rows] = await this.#pool.query<RowDataPacket[]>({ sql, values, timeout: this.#timeout });
      return rows as T[];
    } catch (error) {
      throw classify(error, this.#timeout);
    }
  }

  /** Rows with an id after `afterId`, in id order, at most `limit`. */
  rowsAfter(table: PunishmentTable, afterId: number, limit: number, upToId?: number) {
    const bound = upToId === undefined ? "" : " AND id <= ?";
    return this.#select<SourceRow>(
      `SELECT ${columns(table)} FROM ${this.table(table)} WHERE id > ?${bound} ORDER BY id LIMIT ?`,
      upToId === undefined ? [afterId, limit] : [afterId, upToId, limit],
    );
  }

  /**
   * Rows removed (lifted or expired) at or after `sinceSeconds`, among the ids up to `upToId`.
   * LiteBans has no index on removed_by_date: this reads the table.
   */
  removedSince(table: PunishmentTable, sinceSeconds: number, upToId: number) {
    if (!hasRemovals(table)) return Promise.resolve([]);
    return this.#select<SourceRow>(
      `SELECT ${columns(table)} FROM ${this.table(table)}
        WHERE UNIX_TIMESTAMP(removed_by_date) >= ? AND id <= ? ORDER BY id`,
      [sinceSeconds, upToId],
    );
  }

  /** The rows of these players (uuid is indexed), among the ids up to `upToId`. */
  rowsOfPlayers(table: PunishmentTable, uuids: readonly string[], upToId: number) {
    if (uuids.length === 0) return Promise.resolve([]);
    return this.#select<SourceRow>(
      `SELECT ${columns(table)} FROM ${this.table(table)} WHERE uuid IN (?) AND id <= ? ORDER BY id`,
      [uuids, upToId],
    );
  }

  /** Which of these ids still exist. */
  async existingIds(table: PunishmentTable, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.#select<{ id: number }>(`SELECT id FROM ${this.table(table)} WHERE id IN (?)`, [ids]);
    return new Set(rows.map((row) => Number(row.id)));
  }

  /** Each player's current name: the newest history row of their uuid. */
  async currentNames(uuids: readonly string[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    if (uuids.length === 0) return names;
    const rows = await this.#select<{ uuid: string; name: string | null }>(
      `SELECT uuid, name FROM ${this.table("history")} WHERE uuid IN (?) AND name IS NOT NULL ORDER BY date, id`,
      [uuids],
    );
    // Oldest first: the last one seen for a uuid is its newest.
    for (const row of rows) names.set(row.uuid.toLowerCase(), row.name ?? "");
    return names;
  }

  /** History rows (uuid only) after an id, in id order: the players who may have a new name. */
  historyAfter(afterId: number, upToId: number, limit: number) {
    return this.#select<{ id: number; uuid: string | null }>(
      `SELECT id, uuid FROM ${this.table("history")} WHERE id > ? AND id <= ? ORDER BY id LIMIT ?`,
      [afterId, upToId, limit],
    );
  }

  async maxId(table: PunishmentTable | "history"): Promise<number> {
    const [row] = await this.#select<{ id: number | string | null }>(`SELECT MAX(id) AS id FROM ${this.table(table)}`);
    return Number(row?.id ?? 0);
  }

  /** The database's clock, in seconds since the epoch. */
  async now(): Promise<number> {
    const [row] = await this.#select<{ now: number | string }>("SELECT UNIX_TIMESTAMP() AS now");
    return Number(row?.now ?? Math.floor(Date.now() / 1000));
  }

  /**
   * Rows in a table, how many of them are not players (skipped) and how many cannot be read as
   * punishments (left out), by the mapping's rules. For the status command: it reads the table.
   */
  async count(table: PunishmentTable, rules: RowRules): Promise<{ rows: number; notPlayers: number; bad: number }> {
    const [row] = await this.#select<{
      n: number | string;
      not_players: number | string | null;
      bad: number | string | null;
    }>(
      `SELECT COUNT(*) AS n,
              SUM(uuid IS NULL OR uuid REGEXP ?) AS not_players,
              SUM(uuid IS NOT NULL AND NOT uuid REGEXP ? AND (NOT uuid REGEXP ? OR time < 0 OR time > ?)) AS bad
         FROM ${this.table(table)}`,
      [rules.notPlayer, rules.notPlayer, rules.playerUuid, rules.lastMs],
    );
    return { rows: Number(row?.n ?? 0), notPlayers: Number(row?.not_players ?? 0), bad: Number(row?.bad ?? 0) };
  }

  close() {
    return this.#pool.end();
  }
}
