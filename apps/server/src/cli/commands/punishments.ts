import type { Db } from "../../db/database";
import { checkImportFile, importCheckedFile } from "../../features/punishments/punishments.import";
import { describeSave, recountPunishments } from "../../features/punishments/punishments.service";
import {
  discardUnfinishedImports,
  ImportStoppedError,
  NotDiscardableError,
  UnfinishedImportError,
} from "../../features/punishments/punishments.unfinished-import";
import { JsonArrayError } from "../../lib/json-array-stream";
import { withLeanHeap } from "../../lib/lean-heap";
import { CliError, type Command } from "../command";

/** The file's problem as a sentence: unreadable, not JSON, or not an array. */
function fileError(file: string, error: unknown): CliError {
  if (error instanceof JsonArrayError) {
    return new CliError(
      error.kind === "array"
        ? `${file} must hold a JSON array of punishments.`
        : `${file} is not valid JSON: ${error.message}`,
    );
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new CliError(`Cannot read ${file}: ${reason}`);
}

/** --discard-unfinished: takes back what unfinished imports added (docs/decisions/014). */
async function discard(db: Db, print: (line: string) => void) {
  const discarded = await discardUnfinishedImports(db, (open, removed) => {
    if (removed % 20_000 === 0) print(`  ${removed.toLocaleString("en")} punishments of ${open.file_name} removed…`);
  }).catch((error: unknown) => {
    throw error instanceof NotDiscardableError ? new CliError(error.message) : error;
  });
  if (discarded.length === 0) print("No import is unfinished; nothing to discard.");
  for (const { open, removed } of discarded) {
    const kept =
      open.updated > 0
        ? ` The ${open.updated.toLocaleString("en")} it updated by id keep the file's values (import an older export to undo them).`
        : "";
    print(
      `Discarded the unfinished import of ${open.file_name}: removed the ${removed.toLocaleString("en")} punishments it had added.${kept}`,
    );
  }
}

export const importPunishments: Command = {
  name: "import-punishments",
  usage: "import-punishments FILE.json | import-punishments --discard-unfinished",
  summary:
    "Import punishments from a JSON array (checked whole first: one bad row and nothing is saved; a known id updates its row; a stopped import resumes when run again, and --discard-unfinished removes what it added instead).",
  options: { "discard-unfinished": { type: "boolean" } },
  positionals: ["FILE.json"],
  async run({ db, print }, values, positionals) {
    if (values["discard-unfinished"]) {
      if (positionals.length > 0) throw new CliError("--discard-unfinished takes no file: it discards, then stops.");
      await discard(db, print);
      return;
    }
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new CliError("Give one file: npm run manage -- import-punishments FILE.json");
    const check = await checkImportFile(file).catch((error: unknown) => {
      throw fileError(file, error);
    });
    if (check.badRows > 0) {
      const lines = check.problems.map((problem) => `  row ${problem.index}: ${problem.field}: ${problem.message}`);
      if (check.moreProblems > 0) lines.push(`  … and ${check.moreProblems} more problems.`);
      throw new CliError(
        [
          `Nothing was imported: ${check.badRows} of ${check.rows} rows are invalid (rows count from 0).`,
          ...lines,
        ].join("\n"),
      );
    }
    if (check.rows === 0) {
      print(`${file} holds no punishments; nothing to import.`);
      return;
    }
    // Progress for big files, every tenth of the way.
    let shown = 0;
    const onProgress = (done: number) => {
      const tenth = Math.floor((done / check.rows) * 10);
      if (check.rows >= 20_000 && tenth > shown && done < check.rows) {
        shown = tenth;
        print(`  ${done.toLocaleString("en")} of ${check.rows.toLocaleString("en")} rows saved…`);
      }
    };
    // A million rows allocate fast; a lean heap keeps the import's memory near its live size.
    const result = await withLeanHeap(() => importCheckedFile(db, file, check, onProgress)).catch((error: unknown) => {
      if (error instanceof JsonArrayError) throw fileError(file, error);
      if (error instanceof UnfinishedImportError)
        throw new CliError(`Nothing was imported from ${file}.\n${error.message}`);
      if (error instanceof ImportStoppedError) throw new CliError(error.message);
      throw error;
    });
    if (result.resumedAt > 0) {
      print(`Resumed an import of this file that had stopped after ${result.resumedAt.toLocaleString("en")} rows.`);
    }
    print(describeSave(result));
  },
};

export const recountPunishmentsCommand: Command = {
  name: "recount-punishments",
  usage: "recount-punishments",
  summary: "Set the punishment list's counters and search index from the table (after editing it by hand).",
  options: {},
  async run({ db, print }) {
    const { punishments, players } = await recountPunishments(db);
    print(`Recounted ${punishments} punishments of ${players} players; the list's pages and search match the table.`);
  },
};
