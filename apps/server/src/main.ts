import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { MigrationRefusedError } from "./db/migrate";
import { keepNewFilesPrivate } from "./db/private-files";
import { setupNotice } from "./features/accounts/setup.service";
import { loadProjectEnv } from "./lib/env-file";
import { DataDirBusyError, holdRunLock, runningRestore } from "./lib/run-lock";

loadProjectEnv();
keepNewFilesPrivate();

// The log has its own destination that drops what it cannot write; anything else that writes to
// standard output or error (a library's warning) must not kill the server on a full disk either.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);

/**
 * Tells `manage restore` that a server is using DATA_DIR, then checks that no restore is replacing
 * the data: in this order, a restore starting at the same moment sees this server or is seen.
 */
async function claimDataDir(dataDir: string) {
  const lock = await holdRunLock(dataDir);
  const restore = await runningRestore(dataDir);
  if (!restore) return lock;
  await lock.release();
  throw new DataDirBusyError(
    `A restore is replacing the data in ${dataDir} (pid ${restore.pid} on ${restore.host}, started ${restore.started_at}). Start the server once it has ended.`,
  );
}

async function main() {
  const config = loadConfig();
  // Before the database is opened: a restore may be swapping it. Removed when the server closes.
  const lock = await claimDataDir(config.dataDir);
  const app = await buildApp(config).catch(async (error: unknown) => {
    await lock.release();
    throw error;
  });
  app.addHook("onClose", () => lock.release());
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.SITE_NAME} is up at ${config.publicUrl}`);
  // Besides the log's JSON line: the last thing on the console, where an owner starting a new site looks.
  const notice = await setupNotice(app.database.db, config);
  if (notice) process.stdout.write(notice);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationRefusedError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
