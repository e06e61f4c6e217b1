// The server the browser tests drive: the built web app and the real API on a fresh SQLite
// database in test-results/e2e-data-<port>, with the bot check off (E2E_BOT_CHECK overrides it)
// and mail going to a real SMTP server started here, which keeps every message it receives as an
// .eml file in test-results/e2e-mail-<port>/ (read them with e2e/support/mail.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { register } from "tsx/esm/api";
import { root } from "./lib.mjs";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = join(root, `test-results/e2e-data-${port}`);
const mailDir = join(root, `test-results/e2e-mail-${port}`);
for (const dir of [dataDir, mailDir]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(4, "0")}.eml`;
      writeFileSync(join(mailDir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

Object.assign(process.env, {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  BOT_CHECK: process.env.E2E_BOT_CHECK ?? "none",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Bastion E2E <no-reply@bastion.test>",
  CONTACT_EMAIL: "staff@bastion.test",
  LOG_LEVEL: "warn",
  SITE_NAME: "Bastion E2E",
  MINECRAFT_SERVER: "play.bastion.test",
  DISCORD_URL: "https://discord.example/invite",
  STORE_URL: "https://store.example",
});
process.chdir(root);
register();
await import("../apps/server/src/main.ts");
