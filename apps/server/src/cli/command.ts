import type { ParseArgsConfig } from "node:util";
import type { Config } from "../config";
import type { Db, DbDialect } from "../db/database";

/** Where a command reads secrets from, instead of its arguments (which `ps` and shell history show). */
export interface CliInput {
  /** Whether a person is at a terminal to be asked. */
  interactive: boolean;
  /** Asks a question without echoing the answer. */
  askHidden(question: string): Promise<string>;
  /** Everything on standard input. */
  readStdin(): Promise<string>;
}

/** What every command gets. */
export interface CliBaseContext {
  config: Config;
  print(line: string): void;
  input: CliInput;
}

export interface CliContext extends CliBaseContext {
  db: Db;
  dialect: DbDialect;
}

type Options = NonNullable<ParseArgsConfig["options"]>;

type Values = Record<string, string | boolean | undefined>;

interface CommandInfo {
  name: string;
  usage: string;
  summary: string;
  options: Options;
  /** Positional arguments the command takes (names, for the usage line). */
  positionals?: string[];
}

/** A command on the database; by default its schema is brought up to date first. */
export interface DatabaseCommand extends CommandInfo {
  /** "as-is": runs on the database as it is, without migrating it first (migrate, backup, doctor). */
  database?: "migrated" | "as-is";
  run(ctx: CliContext, values: Values, positionals: string[]): Promise<void>;
}

/** A command that opens the database itself, if at all (restore replaces the database file). */
export interface StandaloneCommand extends CommandInfo {
  database: "none";
  run(ctx: CliBaseContext, values: Values, positionals: string[]): Promise<void>;
}

export type Command = DatabaseCommand | StandaloneCommand;

/** A user-facing CLI failure: printed without a stack trace, exit code 1. */
export class CliError extends Error {}

export const list = (value: string | boolean | undefined) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
    : [];

export function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value.trim() === "") throw new CliError(`--${name} is required.`);
  return value;
}
