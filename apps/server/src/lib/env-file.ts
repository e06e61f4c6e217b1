import { existsSync } from "node:fs";
import { join } from "node:path";
import { PROJECT_ROOT } from "../runtime/server-root";

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
