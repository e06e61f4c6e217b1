import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A PostgreSQL server of a test's own (Debian's postgresql package), which the test may stop and
// start again: the shared test server cannot be stopped under the other test files.

function binDir(): string {
  const base = "/usr/lib/postgresql";
  const version = existsSync(base)
    ? readdirSync(base)
        .sort((a, b) => Number(b) - Number(a))
        .find((name) => existsSync(join(base, name, "bin/initdb")))
    : undefined;
  if (!version)
    throw new Error("PostgreSQL is not installed (apt-get install postgresql): this test needs its own server.");
  return join(base, version, "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  remove(): void;
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = binDir();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "bastion-own-pg-"));
  const asRoot = process.getuid?.() === 0;
  const exec = (command: string) => {
    if (asRoot) execFileSync("su", ["postgres", "-c", command], { stdio: "pipe" });
    else execFileSync("sh", ["-c", command], { stdio: "pipe" });
  };
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  exec(`${bin}/initdb -D ${dir}/data -U bastion --auth=trust -E UTF8 > /dev/null`);
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = () => exec(`${bin}/pg_ctl -D ${dir}/data -o "${options}" -l ${dir}/pg.log -w start > /dev/null`);
  const stop = () => exec(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop > /dev/null`);
  start();
  return {
    url: `postgres://bastion@127.0.0.1:${port}/postgres`,
    stop,
    start,
    remove() {
      try {
        exec(`${bin}/pg_ctl -D ${dir}/data -m immediate stop > /dev/null`);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
