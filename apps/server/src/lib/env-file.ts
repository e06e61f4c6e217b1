import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** The project's root, beside the root package.json: where the settings file `.env` lives. */
export const PROJECT_ROOT = resolve(import.meta.dirname, "../../../..");

/**
 * Reads PROJECT_ROOT/.env into the environment when it exists, so the server and `npm run manage`
 * share one set of settings whatever folder they are started from (a variable already set in the
 * environment wins over the file). Returns the file's path, or undefined when there is none.
 */
export function loadProjectEnv(root = PROJECT_ROOT): string | undefined {
  const path = join(root, ".env");
  if (!existsSync(path)) return undefined;
  process.loadEnvFile(path);
  return path;
}
