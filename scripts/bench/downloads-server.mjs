// The real API on a fresh bench data folder, in a process of its own so its peak memory (VmHWM) is
// the server's alone. Makes a downloads.modify holder with a session, prints {"port","cookie"} once
// it listens; stops on SIGTERM.
import { register } from "tsx/esm/api";

register();
const { buildApp } = await import("../../apps/server/src/app.ts");
const { loadConfig } = await import("../../apps/server/src/config.ts");
const { createAccount } = await import("../../apps/server/src/features/accounts/accounts.service.ts");
const { createSession } = await import("../../apps/server/src/plugins/session.store.ts");
const { sessionCookieName } = await import("../../apps/server/src/plugins/session.ts");

const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR,
  DATABASE_URL: "",
  LOG_LEVEL: "silent",
  BOT_CHECK: "none",
  DOWNLOADS_MAX_FILE_MB: "4096",
  DOWNLOADS_MAX_UPLOAD_MB: "8192",
});
const app = await buildApp(config, { serveWeb: false });
const { db } = app.database;
const id = await createAccount(db, {
  username: "bench",
  email: "bench@example.test",
  password: "a-long-bench-passphrase",
  verified: true,
  permissions: ["downloads", "downloads.modify"],
});
const hour = 60 * 60 * 1000;
const token = await createSession(db, id, { idleMs: hour, maxMs: hour }, { ip: "127.0.0.1", userAgent: "bench" });
await app.listen({ port: 0, host: "127.0.0.1" });
console.log(JSON.stringify({ port: app.server.address().port, cookie: `${sessionCookieName(config)}=${token}` }));
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
