import { asBulkWrite, type Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { retryConflicts } from "../../lib/retry-conflicts";
import type { OpenImport } from "./punishments.import.repository";
import * as imports from "./punishments.import.repository";
import * as ingest from "./punishments.ingest.repository";
import { listChanged } from "./punishments.list-cache";

// An import killed part-way keeps the slices it saved (docs/decisions/014). It is not hidden: another
// file is refused while it is unfinished, `manage doctor` warns about it, and it can be finished (the
// same file again) or taken back (--discard-unfinished), which removes exactly the rows it added.

/** Rows removed per transaction, as the import saves them: other writers get their turn between. */
const DISCARD_SLICE = 2000;

const MANAGE = "npm run manage --";
const number = (n: number) => n.toLocaleString("en");

/** Imports that have not ended (stopped part-way, running, or being discarded), oldest first. */
export const unfinishedImports = (db: Db) => imports.openImports(db);

/** Which import, how far it came and when, in one line. */
export function describeOpenImport(open: OpenImport): string {
  const where = `${open.file_name} (SHA-256 ${open.file_sha256.slice(0, 12)}…)`;
  const how = `${number(open.rows_applied)} of ${number(open.rows_total)} rows saved`;
  const when = `started ${open.started_at}${open.progress_at ? `, last slice saved ${open.progress_at}` : ""}`;
  if (open.discarded_at) return `${where}: being discarded since ${open.discarded_at} (${how}, ${when})`;
  return `${where}: ${how}, ${when}`;
}

/** What the operator can do about it. */
export function adviceFor(open: OpenImport): string {
  if (open.discarded_at) return `Run ${MANAGE} import-punishments --discard-unfinished again to finish removing it.`;
  const finish = `import the same file again to finish it (${MANAGE} import-punishments ${open.file_name})`;
  if (!open.marks_rows) return `It began before imports marked their rows, so it cannot be discarded: ${finish}.`;
  return `If it is not running any more, ${finish}, or remove the ${number(open.created)} punishments it added with ${MANAGE} import-punishments --discard-unfinished.`;
}

/** Thrown before a new file is imported while another import is unfinished. */
export class UnfinishedImportError extends Error {
  constructor(readonly open: OpenImport[]) {
    super(open.map((one) => `An import is unfinished: ${describeOpenImport(one)}. ${adviceFor(one)}`).join("\n"));
  }
}

/** A slice was refused: the import was discarded meanwhile, or another run of the same file saves it. */
export class ImportStoppedError extends Error {
  constructor(file: string) {
    super(
      `The import of ${file} stopped: it was discarded meanwhile, or another run of the same file is saving it. The slices saved before stay.`,
    );
  }
}

/** Thrown when an unfinished import cannot be discarded exactly. */
export class NotDiscardableError extends Error {}

export interface Discarded {
  open: OpenImport;
  /** The punishments it had added, now removed. */
  removed: number;
}

/**
 * Removes, slice by slice, every punishment that the unfinished imports added (rows without a source
 * id included, since each carries its import's id), counters and search index kept right; then marks
 * them ended. Rows of the site that an import updated by id keep the file's values. Killed part-way,
 * it carries on when run again.
 */
export async function discardUnfinishedImports(
  db: Db,
  onProgress: (open: OpenImport, removed: number) => void = () => undefined,
): Promise<Discarded[]> {
  const open = await imports.openImports(db);
  const unmarked = open.filter((one) => !one.marks_rows);
  if (unmarked.length > 0) {
    throw new NotDiscardableError(unmarked.map((one) => `${describeOpenImport(one)}. ${adviceFor(one)}`).join("\n"));
  }
  const discarded: Discarded[] = [];
  for (const one of open) {
    // First, so that no slice of it is saved from now on (a run still going stops at its next one).
    await imports.markImportDiscarded(db, one.id, nowIso());
    let removed = 0;
    for (;;) {
      const deleted = await asBulkWrite(db, () =>
        retryConflicts(() => db.transaction().execute((trx) => ingest.deleteImportedRows(trx, one.id, DISCARD_SLICE))),
      );
      removed += deleted;
      if (deleted === 0) break;
      listChanged(db);
      onProgress(one, removed);
    }
    await imports.finishImport(db, one.id, nowIso());
    discarded.push({ open: one, removed });
  }
  return discarded;
}
