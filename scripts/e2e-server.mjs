// The server the browser tests drive: the built web app and the real API on a fresh SQLite
// database in test-results/e2e-data, with the bot check off and mail to the file outbox.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { register } from "tsx/esm/api";
import { root } from "./lib.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = join(root, `test-results/e2e-data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
Object.assign(process.env, {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  BOT_CHECK: "none",
  LOG_LEVEL: "warn",
  SITE_NAME: "Bastion E2E",
  MINECRAFT_SERVER: "play.bastion.test",
  DISCORD_URL: "https://discord.example/invite",
  STORE_URL: "https://store.example",
});
process.chdir(root);
register();
await import("../apps/server/src/main.ts");
