// A throwaway MariaDB server for tests and benches (a few seconds to start), from Debian's
// mariadb-server package: its own data directory in a temp folder, its own port, no grant for
// anything but a local admin user, stopped and deleted at the end. The server's LiteBans tests use it
// too (apps/server/test/litebans.ts).
import { execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

export interface ThrowawayMariadb {
  /** An admin user over TCP, no database: mysql://bastion:bastion@127.0.0.1:PORT/ */
  url: string;
  port: number;
  socket: string;
  dir: string;
  pid: number | undefined;
  /** Runs SQL as root over the socket (`--local-infile` on, from `cwd`): loading data, users. */
  sql(statement: string, options?: { cwd?: string }): string;
  /** Stops the server; `saveAs`: its data directory is kept there (for `template`) instead of deleted. */
  stop(options?: { saveAs?: string }): Promise<void>;
}

export interface MariadbOptions {
  /** InnoDB's cache, in MB (64). */
  bufferPoolMb?: number;
  /** A data directory saved by `stop({ saveAs })`, copied instead of a fresh one (benches). */
  template?: string;
  /** PEM files the server offers TLS with (read again on `FLUSH SSL`). */
  tls?: { cert: string; key: string; ca: string };
}

const find = (names: string[]) => names.find((path) => existsSync(path));
const serverBinary = () => find(["/usr/sbin/mariadbd", "/usr/sbin/mysqld"]);
const installBinary = () => find(["/usr/bin/mariadb-install-db", "/usr/bin/mysql_install_db"]);
const clientBinary = () => find(["/usr/bin/mariadb", "/usr/bin/mysql"]);

/** Whether mariadb-server is installed here. */
export const mariadbInstalled = () => Boolean(serverBinary() && installBinary());

/**
 * Starts a server on `requestedPort` (default: a free one); resolves to undefined when MariaDB is not
 * installed.
 */
export async function startThrowawayMariadb(
  requestedPort?: number,
  { bufferPoolMb = 64, template, tls }: MariadbOptions = {},
): Promise<ThrowawayMariadb | undefined> {
  const server = serverBinary();
  const install = installBinary();
  const client = clientBinary();
  if (!server || !install || !client) return undefined;
  const port = requestedPort ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), "bastion-mariadb-"));
  const socket = join(dir, "sock");
  const asRoot = process.getuid?.() === 0 ? ["--user=root"] : [];
  if (template && existsSync(template)) cpSync(template, `${dir}/data`, { recursive: true });
  else {
    execFileSync(
      install,
      [
        "--no-defaults",
        `--datadir=${dir}/data`,
        ...asRoot,
        "--auth-root-authentication-method=normal",
        "--skip-test-db",
      ],
      { stdio: "pipe" },
    );
  }
  const child = spawn(
    server,
    [
      "--no-defaults",
      `--datadir=${dir}/data`,
      `--socket=${socket}`,
      `--port=${port}`,
      "--bind-address=127.0.0.1",
      ...asRoot,
      "--skip-name-resolve",
      "--skip-log-bin",
      `--innodb-buffer-pool-size=${bufferPoolMb}M`,
      "--innodb-flush-log-at-trx-commit=0",
      "--innodb-doublewrite=0",
      "--local-infile=1",
      "--max-connections=500",
      `--pid-file=${dir}/pid`,
      `--log-error=${dir}/error.log`,
      ...(tls ? [`--ssl-cert=${tls.cert}`, `--ssl-key=${tls.key}`, `--ssl-ca=${tls.ca}`] : []),
    ],
    { stdio: "ignore", detached: false },
  );
  const sql = (statement: string) =>
    execFileSync(client, ["--no-defaults", "-S", socket, "-uroot", "-e", statement], { stdio: "pipe" });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      sql("SELECT 1");
      break;
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`MariaDB did not start on port ${port}: ${(error as Error).message}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  sql(
    "CREATE USER IF NOT EXISTS 'bastion'@'127.0.0.1' IDENTIFIED BY 'bastion'; GRANT ALL ON *.* TO 'bastion'@'127.0.0.1' WITH GRANT OPTION;",
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `mysql://bastion:bastion@127.0.0.1:${port}/`,
    port,
    socket,
    dir,
    pid: child.pid,
    sql(statement, { cwd } = {}) {
      return execFileSync(client, ["--no-defaults", "--local-infile=1", "-S", socket, "-uroot", "-e", statement], {
        stdio: "pipe",
        cwd,
        maxBuffer: 64 * 1024 * 1024,
      }).toString();
    },
    async stop({ saveAs } = {}) {
      try {
        if (child.exitCode === null) {
          child.kill("SIGTERM");
          await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 60_000))]);
          if (child.exitCode === null) child.kill("SIGKILL");
        }
        if (saveAs && child.signalCode !== "SIGKILL") cpSync(`${dir}/data`, saveAs, { recursive: true });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
