import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Migration } from "kysely";
import { SERVER_ROOT } from "../runtime/server-root";
import { migrations } from "./migrations";

/** A migration as the code has it, with the checksum of its source file. */
export interface MigrationEntry {
  migration: Migration;
  checksum: string;
}

/** Every migration of the code by name, in the order they run. */
export type MigrationSet = Record<string, MigrationEntry>;

// The checksum is of the migration's TypeScript source, also when the compiled server runs (its
// bundle holds the migrations' code, not their files): the same figure before and after a build.
const MIGRATIONS_DIR = join(SERVER_ROOT, "src/db/migrations");

/**
 * SHA-256 of a migration's source text. Line endings are made LF first, so a checkout on Windows
 * (autocrlf) does not count as a change; anything else that changes the file does (docs/decisions/011).
 */
export function checksumOf(source: string): string {
  return createHash("sha256").update(source.replace(/\r\n/g, "\n")).digest("hex");
}

let cached: MigrationSet | undefined;

/** The code's migrations (db/migrations/index.ts), each with the checksum of its file. */
export function codeMigrations(): MigrationSet {
  if (cached) return cached;
  const set: MigrationSet = {};
  for (const [name, migration] of Object.entries(migrations)) {
    const source = readFileSync(join(MIGRATIONS_DIR, `${name}.ts`), "utf8");
    set[name] = { migration: migration as Migration, checksum: checksumOf(source) };
  }
  cached = set;
  return set;
}
