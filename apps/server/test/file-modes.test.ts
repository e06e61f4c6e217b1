import { once } from "node:events";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run";
import { sqlitePath } from "../src/db/database";
import { setupTokenPath } from "../src/features/accounts/setup-token-file";
import { runDir } from "../src/lib/run-lock";
import { buildUser, createTestApp } from "./app";
import { createTestDatabase } from "./database";
import { freePort } from "./free-port";
import { spawnServer } from "./server-process";

// Issue 26 item 10: DATA_DIR holds password hashes, the app secret, e-mail addresses and live links;
// other users of the machine read none of it, whatever the umask the server was started with.

const modeOf = (path: string) => statSync(path).mode & 0o777;
const isPostgres = () => Boolean(process.env.DATABASE_URL);

async function waitUntilReady(port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become ready within 60 s");
}

describe("the files of a new site", () => {
  it("are the server's user's only: DATA_DIR and its folders 0700, the database, its -wal and -shm, the setup token and the run lock 0600", async () => {
    const parent = mkdtempSync(join(tmpdir(), "bastion-modes-"));
    const dataDir = join(parent, "data");
    const database = isPostgres() ? await createTestDatabase() : undefined;
    const port = await freePort();
    // Started as a shell with the usual umask (022) would start it.
    const server = spawnServer({ port, dataDir, databaseUrl: database?.url });
    try {
      await waitUntilReady(port);
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(runDir(dataDir))).toBe(0o700);
      expect(modeOf(join(dataDir, "media"))).toBe(0o700);
      expect(modeOf(setupTokenPath(dataDir))).toBe(0o600);
      const locks = readdirSync(runDir(dataDir));
      expect(locks).toHaveLength(1);
      expect(modeOf(join(runDir(dataDir), locks[0] ?? ""))).toBe(0o600);
      if (!isPostgres()) {
        for (const suffix of ["", "-wal", "-shm"])
          expect(modeOf(`${sqlitePath(dataDir)}${suffix}`), suffix).toBe(0o600);
      }
    } finally {
      server.kill("SIGTERM");
      await once(server, "exit");
      await database?.drop();
      rmSync(parent, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("what the site writes later", () => {
  it("writes each mail in the outbox 0600 in a 0700 folder", async () => {
    const t = await createTestApp();
    try {
      await t.app.mailer.send({
        to: "steve@example.test",
        subject: "Reset",
        text: "http://x/?token=1",
        html: "<p>x</p>",
      });
      const outbox = join(t.config.dataDir, "outbox");
      expect(modeOf(outbox)).toBe(0o700);
      const mails = readdirSync(outbox);
      expect(mails).toHaveLength(1);
      expect(modeOf(join(outbox, mails[0] ?? ""))).toBe(0o600);
    } finally {
      await t.close();
    }
  });

  it("writes an export 0600", async () => {
    const t = await createTestApp();
    const out = join(mkdtempSync(join(tmpdir(), "bastion-export-")), "users.csv");
    try {
      await buildUser(t.db);
      const code = await runCli(["export", "users", "--format", "csv", "--out", out], t.config, {
        print: () => undefined,
        printError: () => undefined,
      });
      expect(code).toBe(0);
      expect(modeOf(out)).toBe(0o600);
    } finally {
      await t.close();
    }
  });
});
