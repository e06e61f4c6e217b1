import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

// Helpers for migrations only: they must keep working as written, so they import no app code.

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and typed Kysely<any>
export type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-incrementing integer primary key on both databases. */
export function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (col) => col.primaryKey())
    : table.addColumn("id", "integer", (col) => col.primaryKey().autoIncrement());
}

/** Booleans are 0/1 integers on both databases (better-sqlite3 cannot bind JS booleans). */
export const flag = (defaultValue: 0 | 1) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(defaultValue);

export const now = sql`CURRENT_TIMESTAMP`;
