// The types of lib.mjs, for the tools in tools/ (TypeScript) that import it.

/** The repository's root folder. */
export const root: string;
/** Where the web app is built (apps/web/dist). */
export const webDist: string;
/** Where the server is compiled (apps/server/dist). */
export const serverDist: string;
/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale(): boolean;
/** Runs a command, streaming its output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options?: import("node:child_process").SpawnOptions,
): Promise<number>;
/** Builds the web app when webBuildIsStale() says so. */
export function buildWebIfStale(): Promise<void>;
/** Compiles the server into apps/server/dist when it is missing or older than its sources. */
export function buildServerIfStale(): Promise<void>;
