import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Config } from "../config";
import { createDatabase, describeDatabase, sqlitePath } from "../db/database";
import { MigrationRefusedError, migrateToLatest } from "../db/migrate";
import { CliError, type CliInput } from "./command";
import { commands } from "./commands";

/** No terminal and nothing on standard input (tests, scripts that pass every value as a flag). */
const noInput: CliInput = {
  interactive: false,
  askHidden: async () => {
    throw new CliError("No terminal to ask on.");
  },
  readStdin: async () => "",
};

function usage(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  const lines = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return ["Usage: npm run manage -- <command> [options]", "", "Commands:", ...lines].join("\n");
}

/**
 * The line that says which database a command opened, and, when SQLite's file was not there, that
 * this is a new, empty site: the usual sign of a DATA_DIR that is not the server's.
 */
function databaseNote(config: Config, fresh: boolean): string {
  const opened = `Database: ${describeDatabase(config)}.`;
  if (!fresh) return opened;
  return `${opened} There was none, so this is a new, empty one: if the server keeps its data elsewhere, set DATA_DIR as it has it (in .env in the project folder, or in the environment).`;
}

/**
 * Runs one management command; returns the exit code. Output goes through `print`/`printError`;
 * `note` (standard error in `manage`) is told which database a command opened.
 */
export async function runCli(
  argv: string[],
  config: Config,
  io: { print(line: string): void; printError(line: string): void; note?(line: string): void; input?: CliInput },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "help" || name === "--help") {
    io.print(usage());
    return name ? 0 : 1;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.printError(`Unknown command '${name}'.\n\n${usage()}`);
    return 1;
  }
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: command.options,
      strict: true,
      allowPositionals: Boolean(command.positionals),
    });
  } catch (error) {
    io.printError(
      `${error instanceof Error ? error.message : String(error)}\nUsage: npm run manage -- ${command.usage}`,
    );
    return 1;
  }
  // Every option is declared as a single string or boolean, so no value is an array.
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const base = { config, print: io.print, input: io.input ?? noInput };
  try {
    if (command.database === "none") {
      await command.run(base, values, parsed.positionals);
      return 0;
    }
    const fresh = !config.DATABASE_URL && !existsSync(sqlitePath(config.dataDir));
    const { db, dialect } = createDatabase(config);
    io.note?.(databaseNote(config, fresh));
    try {
      if (command.database !== "as-is") await migrateToLatest(db);
      await command.run({ ...base, db, dialect }, values, parsed.positionals);
      return 0;
    } finally {
      await db.destroy();
    }
  } catch (error) {
    if (error instanceof CliError || error instanceof MigrationRefusedError) {
      io.printError(error.message);
      return 1;
    }
    throw error;
  }
}
