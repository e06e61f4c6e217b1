import { join } from "node:path";
import { root, run } from "../../scripts/lib.mjs";
import { testPostgres } from "./postgres-throwaway";

export type TestDatabaseKind = "sqlite" | "postgres";

/**
 * Runs test files of the server's suite (paths under apps/server) with Vitest, on SQLite or on
 * PostgreSQL (TEST_DATABASE_URL, else a throwaway cluster), with `env` added; resolves with Vitest's
 * exit code, or undefined (said on standard error) when PostgreSQL was asked for and there is none. The fuzz and crash drivers are
 * tests of the server (they compose the app from inside), so their npm commands run them this way.
 */
export async function runServerTests(
  files: string[],
  database: TestDatabaseKind,
  env: Record<string, string>,
): Promise<number | undefined> {
  const postgres = database === "postgres" ? testPostgres() : undefined;
  if (database === "postgres" && !postgres) {
    console.error("PostgreSQL is not installed (apt-get install postgresql) and TEST_DATABASE_URL is not set.");
    return undefined;
  }
  try {
    return await run("npx", ["vitest", "run", ...files], {
      cwd: join(root, "apps/server"),
      env: { ...process.env, ...env, DATABASE_URL: postgres?.url ?? "" },
    });
  } finally {
    postgres?.stop();
  }
}
