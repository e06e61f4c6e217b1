import { checkImportFile, importCheckedFile } from "../../features/punishments/punishments.import";
import { describeSave, recountPunishments } from "../../features/punishments/punishments.service";
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

export const importPunishments: Command = {
  name: "import-punishments",
  usage: "import-punishments FILE.json",
  summary:
    "Import punishments from a JSON array (checked whole first: one bad row and nothing is saved; a known id updates its row; a stopped import resumes when run again).",
  options: {},
  positionals: ["FILE.json"],
  async run({ db, print }, _values, positionals) {
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
      throw error instanceof JsonArrayError ? fileError(file, error) : error;
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
