import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { PRIVATE_FILE_MODE } from "../db/private-files";

// Exports are written row by row as they are read, so memory stays flat at any size.

export type ExportFormat = "json" | "csv";
export type ExportValue = string | number | boolean | null | readonly string[];
export type ExportRow = Record<string, ExportValue | undefined>;

/** A table an export writes: its columns (CSV header, JSON key order) and its rows, read in batches. */
export interface ExportSource {
  columns: readonly string[];
  rows: AsyncIterable<ExportRow>;
}

export interface Sink {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Writes to a file (created with mode 0600: users' addresses and the whole punishment record; an
 * existing one is not overwritten) or to standard output, with backpressure.
 */
export function sinkTo(file: string | undefined): Sink {
  const stream = file ? createWriteStream(file, { flags: "wx", mode: PRIVATE_FILE_MODE }) : process.stdout;
  const failed = file ? once(stream, "error").then(([error]) => Promise.reject(error)) : undefined;
  failed?.catch(() => undefined);
  let buffered = "";
  const flush = async () => {
    if (!buffered) return;
    const text = buffered;
    buffered = "";
    if (!stream.write(text)) await (failed ? Promise.race([once(stream, "drain"), failed]) : once(stream, "drain"));
  };
  return {
    async write(text) {
      buffered += text;
      // Writes of about 64 KB: one per row would cost more than the rows.
      if (buffered.length >= 65_536) await flush();
    },
    async close() {
      await flush();
      if (file) {
        stream.end();
        await (failed ? Promise.race([once(stream, "finish"), failed]) : once(stream, "finish"));
      }
    },
  };
}

/** Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula: such text gets a ' first. */
const FORMULA = /^[=+\-@\t\r]/;

function csvCell(value: ExportValue | undefined): string {
  if (value === null || value === undefined) return "";
  const text = Array.isArray(value) ? value.join(";") : typeof value === "string" ? value : String(value);
  const safe = typeof value === "string" && FORMULA.test(text) ? `'${text}` : text;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** JSON: an array with one object a line, keys in column order, absent values left out. */
function jsonRow(columns: readonly string[], row: ExportRow): string {
  const ordered: Record<string, ExportValue> = {};
  for (const column of columns) {
    const value = row[column];
    if (value !== undefined) ordered[column] = value;
  }
  return JSON.stringify(ordered);
}

/** Writes every row of `source` to `sink`; returns how many. */
export async function writeExport(source: ExportSource, format: ExportFormat, sink: Sink): Promise<number> {
  let count = 0;
  if (format === "csv") await sink.write(`${source.columns.join(",")}\r\n`);
  else await sink.write("[");
  for await (const row of source.rows) {
    if (format === "csv") await sink.write(`${source.columns.map((column) => csvCell(row[column])).join(",")}\r\n`);
    else await sink.write(`${count === 0 ? "\n" : ",\n"}${jsonRow(source.columns, row)}`);
    count += 1;
  }
  if (format === "json") await sink.write(count === 0 ? "]\n" : "\n]\n");
  await sink.close();
  return count;
}

/**
 * Reads a table in id order, `size` rows at a time (keyset paging: each batch is an index seek,
 * never an OFFSET), until a batch comes back short.
 */
export async function* inBatches<T extends { id: number }>(
  read: (afterId: number, size: number) => Promise<T[]>,
  size = 1000,
): AsyncGenerator<T> {
  let afterId = 0;
  for (;;) {
    const batch = await read(afterId, size);
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    afterId = last.id;
  }
}
