// A throwaway PostgreSQL cluster for tests and benches (about a second to start), from Debian's
// postgresql package.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ThrowawayPostgres {
  /** The bastion superuser (trust authentication) and the postgres database. */
  url: string;
  /** The postmaster's process id (the first line of postmaster.pid), whose children do the work. */
  pid(): number;
  stop(): void;
}

function findBin(): string | undefined {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, "bin");
    if (existsSync(join(bin, "initdb"))) return bin;
  }
  return undefined;
}

/** Starts a cluster on a free-ish port; undefined when PostgreSQL is not installed. */
export function startThrowawayPostgres(port = 5433 + (process.pid % 500)): ThrowawayPostgres | undefined {
  const bin = findBin();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "bastion-pg-"));
  const asRoot = process.getuid?.() === 0;
  const exec = (command: string) => {
    if (asRoot) execFileSync("su", ["postgres", "-c", command], { stdio: "pipe" });
    else execFileSync("sh", ["-c", command], { stdio: "pipe" });
  };
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString().trim()), 0);
  exec(`${bin}/initdb -D ${dir}/data -U bastion --auth=trust -E UTF8 > /dev/null`);
  exec(
    `${bin}/pg_ctl -D ${dir}/data -o "-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" -l ${dir}/pg.log -w start > /dev/null`,
  );
  return {
    url: `postgres://bastion@127.0.0.1:${port}/postgres`,
    pid: () => Number(readFileSync(join(dir, "data/postmaster.pid"), "utf8").split("\n")[0]),
    stop() {
      try {
        exec(`${bin}/pg_ctl -D ${dir}/data -m immediate stop > /dev/null`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * The database a run of the server's tests or the fuzz and crash drivers uses: TEST_DATABASE_URL
 * when set, else a throwaway cluster (stop it when done); undefined when neither is there.
 */
export function testPostgres(): { url: string; stop(): void } | undefined {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => undefined };
  return startThrowawayPostgres();
}
