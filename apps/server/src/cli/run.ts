import { parseArgs } from "node:util";
import type { Config } from "../config";
import { createDatabase } from "../db/database";
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

/** Runs one management command; returns the exit code. Output goes through `print`/`printError`. */
export async function runCli(
  argv: string[],
  config: Config,
  io: { print(line: string): void; printError(line: string): void; input?: CliInput },
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
    const { db, dialect } = createDatabase(config);
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
