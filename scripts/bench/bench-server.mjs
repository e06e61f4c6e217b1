// The API on a bench database (SQLite in BENCH_DATA_DIR, or PostgreSQL at BENCH_DATABASE_URL), in a
// process of its own so the measuring client does not share its event loop. Prints {"port":N} once
// it listens; stops on SIGTERM.
import { register } from "tsx/esm/api";

register();
const { buildApp } = await import("../../apps/server/src/app.ts");
const { loadConfig } = await import("../../apps/server/src/config.ts");
const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  LOG_LEVEL: "silent",
  BOT_CHECK: "none",
});
const app = await buildApp(config, { serveWeb: false });
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ port: app.server.address().port }));
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
