import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { type PunishmentRecord, punishmentInputSchema } from "@bastion/shared";
import { asBulkWrite, type Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { jsonArrayItems } from "../../lib/json-array-stream";
import { retryConflicts } from "../../lib/retry-conflicts";
import * as imports from "./punishments.import.repository";
import * as ingest from "./punishments.ingest.repository";
import { listChanged } from "./punishments.list-cache";
import type { RowProblem } from "./punishments.service";
import { ImportStoppedError, UnfinishedImportError } from "./punishments.unfinished-import";

// import-punishments for files of any size (issue 16): the file is read twice as a stream, never
// whole. The first pass checks every row (nothing is saved if one is bad) and hashes the file; the
// second saves the rows in slices, each slice committing with the import's progress, so the site's
// other writers get their turn between slices (docs/decisions/008) and a killed import resumes where
// it stopped when the same file is imported again. Until then the import is unfinished, and says so:
// another file is refused, `manage doctor` warns, and --discard-unfinished takes back the rows it
// added, each of which carries its id (docs/decisions/014).

/** Rows per transaction. */
export const SLICE = 2000;
/** Problems reported in full; the rest are counted. */
const SHOWN_PROBLEMS = 50;

/** The file's text, decoded across chunk edges, hashed as it passes. */
async function* textOf(file: string, hash?: Hash): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
    hash?.update(chunk as Buffer);
    yield decoder.write(chunk as Buffer);
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

export interface FileCheck {
  rows: number;
  badRows: number;
  /** The first problems, row by row (rows count from 0). */
  problems: RowProblem[];
  /** Problems found beyond those. */
  moreProblems: number;
  sha256: string;
}

/** Reads the whole file once: how many rows, which are bad and why, and its SHA-256. */
export async function checkImportFile(file: string): Promise<FileCheck> {
  const hash = createHash("sha256");
  const check: Omit<FileCheck, "sha256"> = { rows: 0, badRows: 0, problems: [], moreProblems: 0 };
  for await (const row of jsonArrayItems(textOf(file, hash))) {
    const parsed = punishmentInputSchema.safeParse(row);
    if (!parsed.success) {
      check.badRows += 1;
      for (const issue of parsed.error.issues) {
        if (check.problems.length < SHOWN_PROBLEMS) {
          check.problems.push({ index: check.rows, field: issue.path.join(".") || "(row)", message: issue.message });
        } else check.moreProblems += 1;
      }
    }
    check.rows += 1;
  }
  return { ...check, sha256: hash.digest("hex") };
}

export interface ImportResult {
  created: number;
  updated: number;
  /** Rows already saved by an earlier run of the same file that was stopped part-way (0 if none). */
  resumedAt: number;
}

/**
 * Saves a file that checkImportFile found valid, in slices. `onProgress` hears the rows done so far
 * after each slice (the next slice waits for it). Throws UnfinishedImportError, before saving anything, while an import of another
 * file is unfinished.
 */
export async function importCheckedFile(
  db: Db,
  file: string,
  check: FileCheck,
  onProgress: (rowsDone: number) => void | Promise<void> = () => undefined,
): Promise<ImportResult> {
  // One start at a time (the write lock on SQLite, an advisory lock on PostgreSQL): two different files
  // started at the same instant cannot both find no unfinished import and both begin.
  const { id, resumedAt } = await retryConflicts(() =>
    db.transaction().execute(async (trx) => {
      await imports.takeImportStartLock(trx);
      const unfinished = await imports.findUnfinishedImport(trx, check.sha256);
      if (unfinished) return { id: unfinished.id, resumedAt: unfinished.rows_applied };
      const open = await imports.openImports(trx);
      if (open.length > 0) throw new UnfinishedImportError(open);
      const started = await imports.startImport(trx, {
        file_sha256: check.sha256,
        file_name: file,
        rows_total: check.rows,
        started_at: nowIso(),
      });
      return { id: started, resumedAt: 0 };
    }),
  );

  let slice: PunishmentRecord[] = [];
  let index = 0;
  let applied = resumedAt;
  const save = async (rowsApplied: number) => {
    const records = slice;
    slice = [];
    await asBulkWrite(db, () =>
      retryConflicts(() =>
        db.transaction().execute(async (trx) => {
          const now = nowIso();
          if (!(await imports.claimImportSlice(trx, id, { from: applied, to: rowsApplied, now }))) {
            throw new ImportStoppedError(file);
          }
          const saved = await ingest.upsertPunishments(trx, records, now, id);
          await imports.addImportTotals(trx, id, saved);
        }),
      ),
    );
    listChanged(db);
    applied = rowsApplied;
    await onProgress(rowsApplied);
  };
  for await (const row of jsonArrayItems(textOf(file))) {
    index += 1;
    if (index <= resumedAt) continue;
    // Checked in the first pass; parsed again for the normalised record (trimmed, dates in UTC).
    slice.push(punishmentInputSchema.parse(row));
    if (slice.length === SLICE) await save(index);
  }
  if (slice.length > 0) await save(index);
  const totals = await imports.finishImport(db, id, nowIso());
  return { created: totals.created, updated: totals.updated, resumedAt };
}
