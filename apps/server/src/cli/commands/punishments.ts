import { readFileSync } from "node:fs";
import {
  describeSave,
  recountPunishments,
  savePunishments,
  validatePunishmentRows,
} from "../../features/punishments/punishments.service";
import { CliError, type Command } from "../command";

/** Problems listed before the rest are only counted. */
const SHOWN_PROBLEMS = 50;

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const importPunishments: Command = {
  name: "import-punishments",
  usage: "import-punishments FILE.json",
  summary: "Import punishments from a JSON array (all or nothing; a known id updates its row).",
  options: {},
  positionals: ["FILE.json"],
  async run({ db, print }, _values, positionals) {
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new CliError("Give one file: npm run manage -- import-punishments FILE.json");
    const rows = readJson(file);
    if (!Array.isArray(rows)) throw new CliError(`${file} must hold a JSON array of punishments.`);
    const { records, problems } = validatePunishmentRows(rows);
    if (problems.length > 0) {
      const badRows = new Set(problems.map((problem) => problem.index)).size;
      const lines = problems
        .slice(0, SHOWN_PROBLEMS)
        .map((problem) => `  row ${problem.index}: ${problem.field}: ${problem.message}`);
      if (problems.length > SHOWN_PROBLEMS) lines.push(`  … and ${problems.length - SHOWN_PROBLEMS} more problems.`);
      throw new CliError(
        [`Nothing was imported: ${badRows} of ${rows.length} rows are invalid (rows count from 0).`, ...lines].join(
          "\n",
        ),
      );
    }
    if (records.length === 0) {
      print(`${file} holds no punishments; nothing to import.`);
      return;
    }
    print(describeSave(await savePunishments(db, records)));
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
