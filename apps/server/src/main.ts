import { existsSync } from "node:fs";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { MigrationRefusedError } from "./db/migrate";
import { holdRunLock } from "./lib/run-lock";

if (existsSync(".env")) process.loadEnvFile(".env");

// The log has its own destination that drops what it cannot write; anything else that writes to
// standard output or error (a library's warning) must not kill the server on a full disk either.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  // Tells `manage restore` that a server is using DATA_DIR; removed when the server closes.
  const lock = await holdRunLock(config.dataDir);
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MigrationRefusedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
