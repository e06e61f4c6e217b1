import { randomBytes } from "node:crypto";
import { mkdir, rm, statfs, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import nodemailer from "nodemailer";
import pino from "pino";
import { type Config, litebansHost } from "../../config";
import type { Db } from "../../db/database";
import { sqlitePath } from "../../db/database";
import { migrationStatus } from "../../db/migrate";
import { isShared, modeOf, octal, PRIVATE_DIR_MODE } from "../../db/private-files";
import { setupTokenPath } from "../../features/accounts/setup-token-file";
import { backupOverdue, lastBackup } from "../../features/backups/backups.service";
import { plainTextWarning } from "../../features/litebans/litebans.service";
import {
  adviceFor,
  describeOpenImport,
  unfinishedImports,
} from "../../features/punishments/punishments.unfinished-import";
import { createServerStatusService } from "../../features/server-status/server-status.service";
import { sizeInWords } from "../../lib/multipart";

export type Verdict = "OK" | "WARN" | "FAIL";

export interface CheckResult {
  name: string;
  verdict: Verdict;
  /** What was found, and for WARN and FAIL what to do. */
  detail: string;
}

const ok = (name: string, detail: string): CheckResult => ({ name, verdict: "OK", detail });
const warn = (name: string, detail: string): CheckResult => ({ name, verdict: "WARN", detail });
const fail = (name: string, detail: string): CheckResult => ({ name, verdict: "FAIL", detail });

const reason = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
};

/** Rejects after `ms`: a check must answer, not hang the doctor. */
export function within<T>(ms: number, task: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([task, deadline]).finally(() => clearTimeout(timer));
}

const production = (config: Config, env: NodeJS.ProcessEnv) =>
  env.NODE_ENV === "production" || config.publicUrl.startsWith("https://");
const development = (env: NodeJS.ProcessEnv) => env.NODE_ENV === "development" || env.NODE_ENV === "test";

/**
 * What package.json's engines say (^20.19.0 || ^22.13.0 || >=24.0.0), in words: 22 or 24
 * recommended, 20.19+ still working (every dependency installs and runs on it, and the tests run
 * there), anything else untested.
 */
export function checkNode(version = process.versions.node): CheckResult {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    return fail("Node.js", `${version} is too old: install Node 22 or 24 (20.19 at the least).`);
  }
  if (major === 20) {
    return warn(
      "Node.js",
      `${version} works, but Node 20 is past its end of life (April 2026): move to Node 22 or 24, which are recommended.`,
    );
  }
  if ((major === 22 && minor >= 13) || major >= 24) return ok("Node.js", version);
  return warn("Node.js", `${version} is not a version Bastion is tested on: use Node 22 (22.13 or later) or 24.`);
}

export async function checkDatabase(db: Db, dialect: string): Promise<CheckResult[]> {
  try {
    await within(3000, sql`select 1`.execute(db), "the database");
  } catch (error) {
    const where =
      dialect === "postgres"
        ? "Check DATABASE_URL, that PostgreSQL runs and that this machine may reach it"
        : "Check DATA_DIR";
    return [
      fail("Database", `${dialect} does not answer (${reason(error)}). ${where}.`),
      fail("Migrations", "not checked: the database does not answer."),
    ];
  }
  const status = await migrationStatus(db);
  const migrations =
    status.unknown.length > 0
      ? fail(
          "Migrations",
          `the database was migrated by a newer version (${status.unknown.join(", ")}): run that version, or restore a backup taken before the upgrade.`,
        )
      : status.changed.length > 0
        ? fail(
            "Migrations",
            `applied migrations were changed: ${status.changed.join(", ")}. Put the files back (docs/decisions/011).`,
          )
        : status.pending.length > 0
          ? warn(
              "Migrations",
              `${status.pending.length} not applied yet (${status.pending.join(", ")}): start the server or run npm run manage -- migrate.`,
            )
          : ok("Migrations", `${status.applied.length} applied, the latest ${status.applied.at(-1)}`);
  return [ok("Database", `${dialect} answers`), migrations];
}

export async function checkDataDir(dataDir: string): Promise<CheckResult[]> {
  const probe = join(dataDir, `.doctor-${randomBytes(4).toString("hex")}`);
  try {
    await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFile(probe, randomBytes(4096), { flush: true });
  } catch (error) {
    return [
      fail(
        "DATA_DIR",
        `${dataDir} takes no writes (${reason(error)}): give the server's user write access, or free the disk.`,
      ),
    ];
  } finally {
    await rm(probe, { force: true });
  }
  const results = [ok("DATA_DIR", `${dataDir} is writable`)];
  const disk = await statfs(dataDir);
  const free = disk.bavail * disk.bsize;
  const share = disk.blocks > 0 ? disk.bavail / disk.blocks : 1;
  const words = `${sizeInWords(free)} free (${Math.round(share * 100)}%)`;
  if (free < 200 * 1024 * 1024)
    results.push(fail("Free space", `${words}: writes will soon fail. Free space or grow the disk.`));
  else if (free < 2 * 1024 ** 3 || share < 0.1)
    results.push(warn("Free space", `${words}: free some space before it runs out (old backups, logs).`));
  else results.push(ok("Free space", words));
  return results;
}

/**
 * DATA_DIR and what in it holds secrets (the database, the mail outbox, the setup token) are for the
 * server's user only: a site made by an older version wrote them readable by every user.
 */
export function checkFileModes(config: Config): CheckResult {
  const { dataDir } = config;
  const database = config.DATABASE_URL ? [] : ["", "-wal", "-shm"].map((suffix) => `${sqlitePath(dataDir)}${suffix}`);
  const paths = [dataDir, ...database, join(dataDir, "outbox"), setupTokenPath(dataDir)];
  const shared = paths.flatMap((path) => {
    const mode = modeOf(path);
    return mode !== undefined && isShared(mode) ? [`${path} is ${octal(mode)}`] : [];
  });
  if (shared.length === 0)
    return ok("File modes", `${dataDir} and the files with secrets in it are the server's user's only`);
  return warn(
    "File modes",
    `${shared.join(", ")}: other users of this machine can read the database (password hashes, the app secret, e-mail addresses) or the mail outbox (live links). Run chmod -R go-rwx ${dataDir} (the server's user keeps its access).`,
  );
}

export function checkPublicUrl(config: Config, env: NodeJS.ProcessEnv): CheckResult {
  if (!config.PUBLIC_URL) {
    const detail = `unset, so e-mailed links point to ${config.publicUrl}: set PUBLIC_URL to the site's address.`;
    return production(config, env) ? fail("PUBLIC_URL", detail) : warn("PUBLIC_URL", detail);
  }
  if (!config.publicUrl.startsWith("https://")) {
    const detail = `${config.publicUrl} is not https: cookies are not Secure and there is no HSTS. Serve the site over HTTPS and set an https:// PUBLIC_URL.`;
    const local = /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(config.publicUrl);
    return env.NODE_ENV === "production"
      ? fail("PUBLIC_URL", detail)
      : local
        ? ok("PUBLIC_URL", `${config.publicUrl} (local)`)
        : warn("PUBLIC_URL", detail);
  }
  return ok("PUBLIC_URL", config.publicUrl);
}

export async function checkMail(config: Config): Promise<CheckResult> {
  if (!config.SMTP_URL) {
    return warn(
      "Mail",
      "no SMTP_URL: e-mails are written to DATA_DIR/outbox and nobody receives them. Set SMTP_URL to send them.",
    );
  }
  // Connects, greets (EHLO), upgrades and signs in as a real mail would, and sends nothing.
  const url = new URL(config.SMTP_URL);
  for (const limit of ["connectionTimeout", "greetingTimeout", "socketTimeout"]) url.searchParams.set(limit, "5000");
  const transport = nodemailer.createTransport(url.toString());
  try {
    await within(10_000, transport.verify(), "the SMTP server");
    return ok("Mail", `SMTP server ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)} answers`);
  } catch (error) {
    return fail(
      "Mail",
      `the SMTP server in SMTP_URL does not take mail (${reason(error)}): check its address, port and account.`,
    );
  } finally {
    transport.close();
  }
}

export async function checkGameServer(config: Config): Promise<CheckResult> {
  if (!config.MINECRAFT_SERVER)
    return warn(
      "Game server",
      "MINECRAFT_SERVER is unset: no game server configured. Visitors see no status, address or how to join; set it to host or host:port and restart.",
    );
  const status = await createServerStatusService(config, pino({ level: "silent" })).get();
  if (status.online) {
    return ok(
      "Game server",
      `${config.MINECRAFT_SERVER} answers: ${status.players.online}/${status.players.max} players`,
    );
  }
  const via = config.STATUS_API_URL ? "the status API" : "a Server List Ping";
  return warn(
    "Game server",
    `${config.MINECRAFT_SERVER} did not answer ${via}: it is down, or a firewall blocks this machine (then set STATUS_API_URL).`,
  );
}

export function checkBotCheck(config: Config, env: NodeJS.ProcessEnv): CheckResult {
  if (config.BOT_CHECK !== "none") return ok("Bot check", config.BOT_CHECK);
  const detail = "BOT_CHECK=none lets any script sign up, sign in and post: use altcha (the default) or recaptcha.";
  return development(env)
    ? warn("Bot check", `${detail} (fine while NODE_ENV=${env.NODE_ENV})`)
    : fail("Bot check", detail);
}

export function checkTrustProxy(config: Config, env: NodeJS.ProcessEnv): CheckResult {
  const value = config.TRUST_PROXY;
  if (value === false) {
    return production(config, env)
      ? warn(
          "TRUST_PROXY",
          "false, while the site is served over https (so, likely behind a proxy): every client then shares the proxy's address for rate limits. Set TRUST_PROXY to the number of proxies (1 for one nginx) or their addresses.",
        )
      : ok("TRUST_PROXY", "false: clients connect directly");
  }
  if (typeof value === "number" && value > 3) {
    return warn(
      "TRUST_PROXY",
      `${value} proxies is unusual: count only the proxies you run (nginx, a load balancer, a CDN); more lets clients choose their own address.`,
    );
  }
  return ok("TRUST_PROXY", Array.isArray(value) ? value.join(", ") : `${value} ${value === 1 ? "proxy" : "proxies"}`);
}

export async function checkBackups(db: Db, config: Config): Promise<CheckResult> {
  const last = await lastBackup(db);
  const hours = config.BACKUP_EVERY_HOURS;
  const age = last ? (Date.now() - Date.parse(last.created_at)) / 3_600_000 : undefined;
  const described =
    last && age !== undefined
      ? `the last, ${last.file_name} (${sizeInWords(last.size_bytes)}), is ${age < 48 ? `${Math.round(age)} hours` : `${Math.round(age / 24)} days`} old`
      : "none was taken yet";
  if (hours !== undefined) {
    return backupOverdue(last, hours)
      ? warn(
          "Backups",
          `every ${hours} hours, but ${described}: check the server's log for failed backups, and the space in BACKUP_DIR.`,
        )
      : ok("Backups", `every ${hours} hours; ${described}`);
  }
  if (!last || (age ?? 0) > 7 * 24) {
    return warn(
      "Backups",
      `no schedule, and ${described}: set BACKUP_EVERY_HOURS (e.g. 24), or run npm run manage -- backup from cron.`,
    );
  }
  return ok("Backups", `no schedule; ${described}`);
}

/** LiteBans' database over the network: TLS, or plain text said out loud (LITEBANS_TLS=off). */
export function checkLitebans(config: Config): CheckResult[] {
  const url = config.LITEBANS_DATABASE_URL;
  if (!url) return [];
  const plainText = plainTextWarning(config);
  if (plainText) return [warn("LiteBans", plainText)];
  const host = litebansHost(url);
  if (config.litebansTls === "off") return [ok("LiteBans", `${host} is this machine: plain text stays on it`)];
  const against = config.LITEBANS_TLS_CA ? `the CA in ${config.LITEBANS_TLS_CA}` : "the system's CAs";
  return [ok("LiteBans", `TLS to ${host}, its certificate and name checked against ${against}`)];
}

/** An import killed part-way has saved some of its rows: finish it or take them back (docs/decisions/014). */
export async function checkImports(db: Db): Promise<CheckResult> {
  const open = await unfinishedImports(db);
  if (open.length === 0) return ok("Imports", "no punishment import is unfinished");
  return warn(
    "Imports",
    open.map((one) => `unfinished import of ${describeOpenImport(one)}. ${adviceFor(one)}`).join(" "),
  );
}
