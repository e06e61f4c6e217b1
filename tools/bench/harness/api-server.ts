// The API alone (no web app) on a bench database, in a process of its own so the measuring client does
// not share its event loop: SQLite in BENCH_DATA_DIR, or PostgreSQL at BENCH_DATABASE_URL, with the
// settings of BENCH_SETTINGS (JSON) laid over the bench's. Nothing comes from .env or the environment,
// so a developer's own settings never reach a figure. Prints {"port":N} once it listens; stops on SIGTERM.
import { buildApp, loadConfig } from "@bastion/server";

const settings = JSON.parse(process.env.BENCH_SETTINGS ?? "{}") as Record<string, string>;
const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  LOG_LEVEL: "silent",
  BOT_CHECK: "none",
  ...settings,
});
const app = await buildApp(config, { serveWeb: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
