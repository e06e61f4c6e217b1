import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The folder of the server's package.json (apps/server), found by walking up from this file: the
 * same answer whether it runs as TypeScript source (src/runtime/) or bundled into the compiled
 * server (dist/ and its chunks, docs/decisions/001), where paths relative to one source file no
 * longer hold.
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    try {
      const { name } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name?: string };
      if (name === "@bastion/server") return dir;
    } catch {
      // No package.json here: look one folder up.
    }
    if (dirname(dir) === dir) throw new Error(`No @bastion/server package.json above ${from}.`);
  }
}

/** apps/server. */
export const SERVER_ROOT = findServerRoot(import.meta.dirname);

/** The project's root, beside the root package.json: where `.env` and apps/web live. */
export const PROJECT_ROOT = resolve(SERVER_ROOT, "../..");
