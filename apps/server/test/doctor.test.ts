import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { checkNode } from "../src/cli/doctor/checks";
import { runCli } from "../src/cli/run";
import { loadConfig } from "../src/config";
import { startSmtpServer, type TestSmtpServer } from "./mail";
import { type MinecraftPeer, startMinecraftPeer } from "./minecraft-peer";
import { readOnlyCapableDir } from "./read-only-dir";

// `manage doctor` on a configuration a careful owner would run, and on one with everything wrong.

async function doctor(env: Record<string, string>) {
  const out: string[] = [];
  const code = await runCli(["doctor"], loadConfig({ LOG_LEVEL: "silent", ...env }), {
    print: (line) => out.push(line),
    printError: (line) => out.push(line),
  });
  return { code, lines: out.join("\n").split("\n") };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 1;
}

const line = (lines: string[], name: string) => lines.find((text) => text.slice(6).startsWith(`${name} `)) ?? "";
const nodeVerdict = checkNode().verdict;

const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = savedNodeEnv;
});

describe("doctor", () => {
  let smtp: TestSmtpServer;
  let peer: MinecraftPeer;
  beforeAll(async () => {
    [smtp, peer] = await Promise.all([
      startSmtpServer(),
      startMinecraftPeer({ motd: "A test world", online: 3, max: 20 }),
    ]);
  });
  afterAll(async () => {
    await smtp.close();
    await peer.close();
  });

  it("on a good production configuration: every check OK, exit 0", async () => {
    process.env.NODE_ENV = "production";
    const env = {
      DATA_DIR: mkdtempSync(join(tmpdir(), "bastion-doctor-good-")),
      DATABASE_URL: "",
      PUBLIC_URL: "https://mc.example.org",
      TRUST_PROXY: "1",
      SMTP_URL: smtp.url,
      MINECRAFT_SERVER: `127.0.0.1:${peer.port}`,
      BACKUP_EVERY_HOURS: "24",
    };
    const config = loadConfig({ LOG_LEVEL: "silent", ...env });
    expect(await runCli(["migrate"], config, { print: () => undefined, printError: () => undefined })).toBe(0);
    expect(await runCli(["backup"], config, { print: () => undefined, printError: () => undefined })).toBe(0);
    const { code, lines } = await doctor(env);
    expect(code, lines.join("\n")).toBe(0);
    expect(line(lines, "Node.js")).toMatch(new RegExp(`^${nodeVerdict}`));
    for (const name of [
      "Database",
      "Migrations",
      "DATA_DIR",
      "Free space",
      "File modes",
      "PUBLIC_URL",
      "Mail",
      "Game server",
      "Bot check",
      "TRUST_PROXY",
      "Backups",
      "Imports",
    ]) {
      expect(line(lines, name), name).toMatch(/^OK {4}/);
    }
    expect(line(lines, "Game server")).toContain("answers: 3/20 players");
    expect(line(lines, "Backups")).toMatch(
      /every 24 hours; the last, bastion-backup-.+\.tar\.gz \(.+\), is 0 hours old/,
    );
    expect(lines.at(-1)).toBe(`0 failures, ${nodeVerdict === "WARN" ? "1 warning" : "0 warnings"}.`);
    expect(smtp.messages).toEqual([]);
  });

  it("on a broken configuration: each problem FAILs or WARNs with what to do, the password never shows, exit 1", async () => {
    process.env.NODE_ENV = "production";
    const folder = readOnlyCapableDir();
    try {
      folder.readOnly();
      const [dbPort, smtpPort, gamePort] = await Promise.all([closedPort(), closedPort(), closedPort()]);
      const { code, lines } = await doctor({
        DATA_DIR: folder.dir,
        DATABASE_URL: `postgres://bastion:hunter2-secret@127.0.0.1:${dbPort}/bastion`,
        PUBLIC_URL: "http://mc.example.org",
        BOT_CHECK: "none",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MINECRAFT_SERVER: `127.0.0.1:${gamePort}`,
      });
      const text = lines.join("\n");
      expect(code, text).toBe(1);
      expect(line(lines, "Database")).toMatch(
        /^FAIL {2}Database +postgres does not answer \(.*ECONNREFUSED.*\)\. Check DATABASE_URL/,
      );
      expect(line(lines, "Migrations")).toMatch(/^FAIL .+not checked/);
      expect(line(lines, "DATA_DIR")).toMatch(
        /^FAIL .+takes no writes \((EROFS|EACCES).+give the server's user write access/,
      );
      expect(line(lines, "PUBLIC_URL")).toMatch(/^FAIL .+is not https/);
      expect(line(lines, "Mail")).toMatch(/^FAIL .+does not take mail/);
      expect(line(lines, "Game server")).toMatch(/^WARN .+did not answer a Server List Ping/);
      expect(line(lines, "Bot check")).toMatch(/^FAIL .+BOT_CHECK=none/);
      expect(line(lines, "TRUST_PROXY")).toMatch(/^WARN .+likely behind a proxy/);
      expect(lines.at(-1)).toMatch(/^6 failures, \d+ warnings\.$/);
      expect(text).not.toContain("hunter2");
    } finally {
      folder.writable();
      folder.remove();
    }
  }, 30_000);

  it("warns about a DATA_DIR and database other users can read, with the command that fixes it", async () => {
    // Issue 26 item 10: a site made by an older version has a 0755 DATA_DIR and a 0644 database.
    const dataDir = mkdtempSync(join(tmpdir(), "bastion-doctor-modes-"));
    const env = { DATA_DIR: dataDir, DATABASE_URL: "", BOT_CHECK: "none" };
    const config = loadConfig({ LOG_LEVEL: "silent", ...env });
    expect(await runCli(["migrate"], config, { print: () => undefined, printError: () => undefined })).toBe(0);
    expect(line((await doctor(env)).lines, "File modes")).toMatch(/^OK {4}File modes/);
    chmodSync(dataDir, 0o755);
    chmodSync(join(dataDir, "bastion.sqlite"), 0o644);
    const { code, lines } = await doctor(env);
    expect(code).toBe(0);
    const found = line(lines, "File modes");
    expect(found).toMatch(/^WARN /);
    expect(found).toContain(`${dataDir} is 0755, ${join(dataDir, "bastion.sqlite")} is 0644`);
    expect(found).toContain("other users of this machine can read the database");
    expect(found).toContain(`Run chmod -R go-rwx ${dataDir}`);
    execFileSync("chmod", ["-R", "go-rwx", dataDir]);
    expect(line((await doctor(env)).lines, "File modes")).toMatch(/^OK {4}File modes/);
  });

  it("warns, without failing, about what a development machine usually lacks", async () => {
    process.env.NODE_ENV = "development";
    const { code, lines } = await doctor({
      DATA_DIR: mkdtempSync(join(tmpdir(), "bastion-doctor-dev-")),
      DATABASE_URL: "",
      BOT_CHECK: "none",
    });
    expect(code).toBe(0);
    expect(line(lines, "Migrations")).toMatch(/^WARN .+not applied yet .+npm run manage -- migrate/);
    expect(line(lines, "Bot check")).toMatch(/^WARN .+fine while NODE_ENV=development/);
    expect(line(lines, "Mail")).toMatch(/^WARN .+DATA_DIR\/outbox/);
    // The same words as the home page and the console: not "offline", but not configured.
    expect(line(lines, "Game server")).toMatch(/^WARN .+MINECRAFT_SERVER is unset: no game server configured\./);
  });
});
