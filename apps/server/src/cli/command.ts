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

export interface CliContext {
  db: Db;
  dialect: DbDialect;
  config: Config;
  print(line: string): void;
  input: CliInput;
}

type Options = NonNullable<ParseArgsConfig["options"]>;

export interface Command {
  name: string;
  usage: string;
  summary: string;
  options: Options;
  /** Positional arguments the command takes (names, for the usage line). */
  positionals?: string[];
  /** False: runs on the database as it is, without bringing its schema up to date first (backup, restore, doctor). */
  migratesFirst?: boolean;
  run(ctx: CliContext, values: Record<string, string | boolean | undefined>, positionals: string[]): Promise<void>;
}

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
