import { type ChildProcess, type StdioOptions, spawn } from "node:child_process";
import { join } from "node:path";

export const serverDir = join(import.meta.dirname, "..");

/**
 * The compiled server's entries (test/global-setup.ts builds them before the suites): what a test
 * starts as a process of its own, as `npm start` and `npm run manage` do.
 */
export const COMPILED = {
  main: join(serverDir, "dist/main.js"),
  manage: join(serverDir, "dist/cli/manage.js"),
};

/** Test fixtures run as processes, compiled there too (test/fixtures/dist/ is not committed). */
export const COMPILED_FIXTURES = join(serverDir, "test/fixtures/dist");

/**
 * The real server (the compiled src/main.ts) as a process of its own, for the tests that kill it or
 * fill its disk: on 127.0.0.1:`port`, with its data in `dataDir` and SQLite unless `databaseUrl` is
 * given, no bot check and no logging unless `env` says otherwise.
 */
export function spawnServer(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  stdio?: StdioOptions;
  /** Another compiled entry than the server's (a fixture in COMPILED_FIXTURES). */
  entry?: string;
}): ChildProcess {
  return spawn(process.execPath, [options.entry ?? COMPILED.main], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? "",
      BOT_CHECK: "none",
      LOG_LEVEL: "silent",
      ...options.env,
    },
    stdio: options.stdio ?? "ignore",
  });
}
