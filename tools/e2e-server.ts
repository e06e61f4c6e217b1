// The server the browser tests drive: the built web app and the real API on a fresh SQLite
// database in test-results/e2e-data-<port>, with the bot check off (E2E_BOT_CHECK overrides it)
// and mail going to a real SMTP server started here, which keeps every message it receives as an
// .eml file in test-results/e2e-mail-<port>/ (read them with e2e/support/mail.ts).
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { root } from "../scripts/lib.mjs";

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
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received += 1;
      const name = `${Date.now()}-${String(received).padStart(4, "0")}.eml`;
      writeFileSync(join(mailDir, name), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

Object.assign(process.env, {
  PORT: port,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  // E2E_PUBLIC_HOST=localhost for the passkeys' tests: browsers refuse WebAuthn on an IP address.
  PUBLIC_URL: `http://${process.env.E2E_PUBLIC_HOST ?? "127.0.0.1"}:${port}`,
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
// The browser tests' management commands (e2e/support/accounts.ts `manage`) run here, in this
// process, through the CLI's own runCli: a command started as a process of its own paid about 2 s
// of TypeScript loading each, and the tests make some fifty accounts. Listens on 127.0.0.1 only, on
// a port the test process derives from E2E_PORT; this script is the test harness, not the product.
const { loadConfig, runCli } = await import("@bastion/server");
const manageConfig = loadConfig(process.env, { LOG_LEVEL: "warn" });
createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", async () => {
    const lines: string[] = [];
    const args = JSON.parse(Buffer.concat(chunks).toString("utf8")) as string[];
    const code = await runCli(args, manageConfig, {
      print: (line) => lines.push(line),
      printError: (line) => lines.push(line),
    }).catch((error: unknown) => {
      lines.push(String((error as Error | undefined)?.stack ?? error));
      return 1;
    });
    response.writeHead(code === 0 ? 200 : 500, { "content-type": "text/plain" }).end(lines.join("\n"));
  });
}).listen(Number(port) + 10_000, "127.0.0.1");

// The browser tests' sites require no group's second factor (docs/decisions/026): their owners and
// patchers sign in with a password, as the specs were written; e2e/reconfirm.spec.ts turns the
// policy on for its own member. Set with the real command, which migrates the new database first.
await runCli(["second-factor-groups", "--none"], manageConfig, { print: () => undefined, printError: console.error });

// The server program itself, in this process (after the settings above are in the environment).
await import("@bastion/server/main");
