import { CompiledQuery, type Kysely, PostgresAdapter } from "kysely";

// Multi-row INSERTs of a batch (hundreds of rows, thousands of values) written as SQL text with a
// flat parameter list. Kysely's builder makes and freezes a node per value, which was a large share
// of a big import's CPU and garbage (figures in docs/decisions/012). The text is the same for every
// full chunk, so the SQLite driver keeps its prepared statement.

export interface BulkInsert {
  table: string;
  columns: readonly string[];
  /** What follows the VALUES list: an ON CONFLICT clause, RETURNING… (SQL text, no values). */
  tail?: string;
}

const quote = (name: string) => `"${name}"`;

/** `"column" = "table"."column" + excluded."column"` for each column: an upsert that adds. */
export function addExcluded(table: string, columns: readonly string[]): string {
  return columns
    .map((column) => `${quote(column)} = ${quote(table)}.${quote(column)} + excluded.${quote(column)}`)
    .join(", ");
}

/** `"column" = excluded."column"` for each column: an upsert that overwrites. */
export const setExcluded = (columns: readonly string[]) =>
  columns.map((column) => `${quote(column)} = excluded.${quote(column)}`).join(", ");

/** The texts of recent statements: a batch's full chunks are the same text every time. */
const TEXTS = 32;
const texts = new Map<string, string>();

function textOf(spec: BulkInsert, rows: number, postgres: boolean): string {
  const key = `${postgres}|${rows}|${spec.table}|${spec.columns.join()}|${spec.tail ?? ""}`;
  const cached = texts.get(key);
  if (cached) return cached;
  const text = buildText(spec, rows, postgres);
  if (texts.size >= TEXTS) {
    const oldest = texts.keys().next().value;
    if (oldest !== undefined) texts.delete(oldest);
  }
  texts.set(key, text);
  return text;
}

function buildText(spec: BulkInsert, rows: number, postgres: boolean): string {
  let index = 0;
  const placeholders = () => spec.columns.map(() => (postgres ? `$${++index}` : "?")).join(", ");
  const values = Array.from({ length: rows }, () => `(${placeholders()})`).join(", ");
  return `insert into ${quote(spec.table)} (${spec.columns.map(quote).join(", ")}) values ${values}${spec.tail ? ` ${spec.tail}` : ""}`;
}

/** Inserts rows (values in the order of `spec.columns`) in one statement; the rows RETURNING gave. */
// biome-ignore lint/suspicious/noExplicitAny: any database of the app; the statement is plain SQL.
export async function bulkInsert<R = never>(db: Kysely<any>, spec: BulkInsert, rows: readonly (readonly unknown[])[]) {
  if (rows.length === 0) return [] as R[];
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const parameters: unknown[] = [];
  for (const row of rows) for (const value of row) parameters.push(value);
  const result = await db.executeQuery<R>(CompiledQuery.raw(textOf(spec, rows.length, postgres), parameters));
  return result.rows;
}
