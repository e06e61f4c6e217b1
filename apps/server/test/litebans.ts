import { readFileSync } from "node:fs";
import { join } from "node:path";
import mysql, { type Connection, type RowDataPacket } from "mysql2/promise";
import { startThrowawayMariadb, type ThrowawayMariadb } from "../../../tools/lib/mariadb-throwaway";

// A LiteBans database for one test file, on a real MariaDB: the server npm test started
// (TEST_LITEBANS_URL, an admin URL), or one started here for this file. The schema is LiteBans' own
// (fixtures/litebans-schema.sql); the app reads it as a user that may only SELECT.

export interface LitebansDb {
  /** The read-only user's URL, as LITEBANS_DATABASE_URL. */
  url: string;
  name: string;
  /** The admin connection (writes test rows). */
  admin: Connection;
  query<T = RowDataPacket>(sql: string, values?: unknown[]): Promise<T[]>;
  /** Inserts rows (objects with the same keys) into `${prefix}${table}`. */
  insert(table: string, rows: readonly Record<string, unknown>[]): Promise<void>;
  close(): Promise<void>;
}

let server: Promise<ThrowawayMariadb | undefined> | undefined;

async function adminUrl(): Promise<string> {
  if (process.env.TEST_LITEBANS_URL) return process.env.TEST_LITEBANS_URL;
  server ??= startThrowawayMariadb();
  const started = await server;
  if (!started) throw new Error("These tests need MariaDB: apt-get install mariadb-server (or set TEST_LITEBANS_URL).");
  return started.url;
}

/** The schema's CREATE TABLE statements for another database and prefix. */
function schemaStatements(prefix: string): string[] {
  const text = readFileSync(join(import.meta.dirname, "fixtures/litebans-schema.sql"), "utf8");
  return text
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^(--[^\n]*\n)+/, "").trim())
    .filter((statement) => /^(CREATE TABLE|ALTER TABLE)/.test(statement))
    .map((statement) => statement.replaceAll("litebans_", prefix));
}

/** `admin`: another server's admin URL (a test's own, with TLS) instead of the shared one. */
export async function createLitebansDb({ prefix = "litebans_", admin: ownAdmin = "" } = {}): Promise<LitebansDb> {
  const base = new URL(ownAdmin || (await adminUrl()));
  const name = `lb_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await mysql.createConnection({ uri: base.toString(), multipleStatements: true, timezone: "Z" });
  await admin.query(`CREATE DATABASE ${name} DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.query(`USE ${name}`);
  await admin.query("SET time_zone = '+00:00'");
  for (const statement of schemaStatements(prefix)) await admin.query(statement);
  const user = `ro_${name}`.slice(0, 32);
  await admin.query(`CREATE USER '${user}'@'127.0.0.1' IDENTIFIED BY 'read-only'`);
  await admin.query(`GRANT SELECT ON ${name}.* TO '${user}'@'127.0.0.1'`);
  const url = new URL(base);
  url.username = user;
  url.password = "read-only";
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    admin,
    async query<T>(sql: string, values: unknown[] = []) {
      const [rows] = await admin.query(sql, values);
      return rows as T[];
    },
    async insert(table, rows) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0] ?? {});
      const values = rows.map((row) => columns.map((column) => row[column]));
      await admin.query(`INSERT INTO ${prefix}${table} (${columns.join(", ")}) VALUES ?`, [values]);
    },
    async close() {
      await admin.query(`DROP DATABASE ${name}`);
      await admin.query(`DROP USER '${user}'@'127.0.0.1'`);
      await admin.end();
      if (ownAdmin) return;
      const started = await server;
      await started?.stop();
      server = undefined;
    },
  };
}

/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
