import { accessSync, constants } from "node:fs";
import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";
import { PROJECT_ROOT } from "./runtime/server-root";

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
  z.preprocess(emptyToUndefined, schema.prefault(value as never));

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

export const TRUST_PROXY_TRUE =
  "true would trust addresses that clients write themselves into X-Forwarded-For; set the number of proxies in front of the server (1 for one nginx or load balancer) or their addresses (10.0.0.2,10.0.0.3 or 10.0.0.0/24)";

/**
 * TRUST_PROXY: false, a hop count, or a comma-separated list of proxy addresses/CIDRs. Never `true`:
 * a proxy appends the address it saw, so only the entries that trusted proxies added may be believed.
 */
const trustProxy = z
  .string()
  .refine((value) => value.trim().toLowerCase() !== "true", TRUST_PROXY_TRUE)
  .transform((value): false | number | string[] => {
    if (value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(",").map((part) => part.trim());
  });

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 3000),
  HOST: withDefault(z.string(), "0.0.0.0"),
  DATA_DIR: withDefault(z.string(), "./data"),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// (unset for SQLite)")),
  PUBLIC_URL: optional(httpUrl),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string()),
  CONTACT_EMAIL: optional(z.email()),
  BOT_CHECK: withDefault(z.enum(["altcha", "recaptcha", "none"]), "altcha"),
  RECAPTCHA_SITE_KEY: optional(z.string()),
  RECAPTCHA_SECRET_KEY: optional(z.string()),
  RECAPTCHA_MIN_SCORE: withDefault(z.coerce.number().min(0).max(1), 0.5),
  MINECRAFT_SERVER: optional(z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, "must be host or host:port")),
  /** A third-party status API asked instead of pinging the game server; {address} is MINECRAFT_SERVER. */
  STATUS_API_URL: optional(httpUrl.includes("{address}", { error: "must contain {address}" })),
  DISCORD_URL: optional(httpUrl),
  STORE_URL: optional(httpUrl),
  /** Player heads by uuid (spec §7 Other externals); `{uuid}` is replaced by the player's uuid. */
  AVATAR_URL_TEMPLATE: withDefault(
    z.url({ protocol: /^https$/, error: "must be an https URL" }).includes("{uuid}", { error: "must contain {uuid}" }),
    "https://mc-heads.net/avatar/{uuid}/64",
  ),
  TRUST_PROXY: withDefault(trustProxy, "false"),
  SITE_NAME: withDefault(z.string().max(60), "Bastion"),
  LOG_LEVEL: withDefault(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]), "info"),
  SESSION_DAYS: withDefault(z.coerce.number().int().min(1).max(365), 14),
  /** Every session ends this many days after sign-in, however busy it is. */
  SESSION_MAX_DAYS: withDefault(z.coerce.number().int().min(1).max(3650), 30),
  /** Flood control: comments one account may post (announcements and appeals together); 0 = no limit. */
  COMMENTS_PER_MINUTE: withDefault(z.coerce.number().int().min(0).max(10_000), 5),
  COMMENTS_PER_HOUR: withDefault(z.coerce.number().int().min(0).max(100_000), 60),
  /** New accounts one client address may try to make in an hour; 0 = no limit. */
  SIGNUPS_PER_HOUR: withDefault(z.coerce.number().int().min(0).max(100_000), 10),
  /** Appeals one account may submit in a day; 0 = no limit. */
  APPEALS_PER_DAY: withDefault(z.coerce.number().int().min(0).max(10_000), 5),
  /** Downloads area (spec §2): the largest file one upload may carry, and all files of one upload together. */
  DOWNLOADS_MAX_FILE_MB: withDefault(z.coerce.number().int().min(1).max(1_048_576), 2048),
  DOWNLOADS_MAX_UPLOAD_MB: withDefault(z.coerce.number().int().min(1).max(1_048_576), 4096),
  /** Server patching (issue 15): the largest patch file, in MB. */
  PATCH_MAX_MB: withDefault(z.coerce.number().int().min(1).max(1_048_576), 1024),
  /** Where backups are written (default DATA_DIR/backups); `manage backup --to DIR` overrides it once. */
  BACKUP_DIR: optional(z.string()),
  /** Hours between the server's own backups; unset: none are taken on a schedule. */
  BACKUP_EVERY_HOURS: optional(z.coerce.number().positive("must be a number of hours above 0").max(8760)),
  /** How many backups the schedule keeps in BACKUP_DIR (the newest). */
  BACKUP_KEEP: withDefault(z.coerce.number().int().min(1).max(10_000), 7),
  /** LiteBans' MySQL/MariaDB database, read (never written) by the punishment sync; unset: no sync. */
  LITEBANS_DATABASE_URL: optional(
    z
      .string()
      .regex(/^(mysql|mariadb):\/\/[^/]+\/[^/?#]+/, "must be mysql://user:pass@host:3306/database")
      .refine(
        (url) => !/[?#]/.test(url),
        "takes no options after ? (TLS is set with LITEBANS_TLS and LITEBANS_TLS_CA): remove them",
      ),
  ),
  /** TLS to LiteBans' database (issue 26): "verify" (certificate and host name checked) or "off". */
  LITEBANS_TLS: optional(z.enum(["verify", "off"], { error: 'must be "verify" or "off"' })),
  /** A PEM file of the CA that signed LiteBans' server certificate (a private CA); turns TLS on. */
  LITEBANS_TLS_CA: optional(z.string()),
  /** Goes into table names, so only letters, digits and underscores. */
  LITEBANS_TABLE_PREFIX: withDefault(
    z.string().regex(/^[A-Za-z0-9_]{0,32}$/, "must be letters, digits and underscores (at most 32)"),
    "litebans_",
  ),
  LITEBANS_SYNC_SECONDS: withDefault(z.coerce.number().int().min(1).max(3600), 15),
  /** The Minecraft link server (issue 32): players join it to link their account; unset: off. 0 takes a free port (tests). */
  LINK_SERVER_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  /** The address the link server listens on (default HOST). */
  LINK_SERVER_HOST: optional(z.string()),
  /** What players type in their server list (default PUBLIC_URL's host, with :port unless 25565). */
  LINK_SERVER_ADDRESS: optional(z.string().regex(/^[A-Za-z0-9.-]+(:\d{1,5})?$/, "must be host or host:port")),
  /** Mojang's session server, which confirms a join (tests: a local stand-in). */
  MOJANG_SESSION_SERVER: withDefault(httpUrl, "https://sessionserver.mojang.com"),
  /** Where the built web app is (default apps/web/dist); lets parallel test runs use their own builds. */
  WEB_DIST_DIR: optional(z.string()),
});

export type Env = z.infer<typeof envSchema>;

/** What one account may post; 0 means no limit. Comments count across announcements and appeals. */
export interface PostingLimits {
  commentsPerMinute: number;
  commentsPerHour: number;
  appealsPerDay: number;
}

export interface Config extends Env {
  /** How the LiteBans sync connects (LITEBANS_TLS resolved: a host on this machine may go without). */
  litebansTls: "verify" | "off";
  dataDir: string;
  backupDir: string;
  postingLimits: PostingLimits;
  publicUrl: string;
  secureCookies: boolean;
  /** The link server (issue 32) when LINK_SERVER_PORT is set: where it listens and what players type. */
  linkServer: {
    host: string;
    port: number;
    address: string;
    /** True when `address` is the default and port 0 was asked: the port taken is added once listening. */
    addressTakesPort: boolean;
  } | null;
  webDistDir: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; a wrong value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = { ...parsed.data, ...overrides };
  if (values.BOT_CHECK === "recaptcha" && !(values.RECAPTCHA_SITE_KEY && values.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  BOT_CHECK: recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY",
    );
  }
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, "");
  return {
    ...values,
    litebansTls: litebansTlsOf(values),
    dataDir: resolve(values.DATA_DIR),
    backupDir: resolve(values.BACKUP_DIR ?? resolve(values.DATA_DIR, "backups")),
    postingLimits: {
      commentsPerMinute: values.COMMENTS_PER_MINUTE,
      commentsPerHour: values.COMMENTS_PER_HOUR,
      appealsPerDay: values.APPEALS_PER_DAY,
    },
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    linkServer: linkServerOf(values, publicUrl),
    webDistDir: values.WEB_DIST_DIR ? resolve(values.WEB_DIST_DIR) : resolve(PROJECT_ROOT, "apps/web/dist"),
  };
}

/** The link server's listening address and the address players type (PUBLIC_URL's host by default). */
function linkServerOf(values: Env, publicUrl: string): Config["linkServer"] {
  const port = values.LINK_SERVER_PORT;
  if (port === undefined) return null;
  const host = values.LINK_SERVER_HOST ?? values.HOST;
  const address =
    values.LINK_SERVER_ADDRESS ?? `${new URL(publicUrl).hostname}${port === 25565 || port === 0 ? "" : `:${port}`}`;
  return { host, port, address, addressTakesPort: values.LINK_SERVER_ADDRESS === undefined && port === 0 };
}

/** localhost, 127.0.0.0/8 and ::1: a connection that never leaves the machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(\.\d{1,3}){3}$/.test(bare);
}

/** The host of LITEBANS_DATABASE_URL (already checked to be a URL by the schema). */
export const litebansHost = (url: string) => new URL(url.replace(/^mariadb:/, "mysql:")).hostname;

/**
 * LiteBans' password and punishments cross the network in the clear without TLS (and a forged
 * punishment could come back): a host that is not this machine needs LITEBANS_TLS=verify, or
 * LITEBANS_TLS=off said out loud.
 */
function litebansTlsOf(values: Env): "verify" | "off" {
  const { LITEBANS_DATABASE_URL: url, LITEBANS_TLS: tls, LITEBANS_TLS_CA: ca } = values;
  const invalid = (line: string) => new ConfigError(`Invalid configuration:\n  ${line}`);
  if (ca) {
    if (tls === "off") throw invalid("LITEBANS_TLS_CA: set while LITEBANS_TLS=off: remove one of them");
    try {
      accessSync(ca, constants.R_OK);
    } catch (error) {
      throw invalid(`LITEBANS_TLS_CA: cannot read ${ca} (${(error as { code?: string }).code ?? String(error)})`);
    }
  }
  const resolved = tls ?? (ca ? "verify" : undefined);
  if (resolved === "verify" && url && isIP(litebansHost(url).replace(/^\[|\]$/g, ""))) {
    // mysql2 checks a certificate against the host's name only; given an address it checks "localhost".
    throw invalid(
      `LITEBANS_DATABASE_URL: with TLS, write the host as the name its certificate is made out to, not the address ${litebansHost(url)} (add the name to /etc/hosts when it has no DNS record)`,
    );
  }
  if (resolved) return resolved;
  if (!url || isLoopbackHost(litebansHost(url))) return "off";
  throw invalid(
    `LITEBANS_TLS: ${litebansHost(url)} (in LITEBANS_DATABASE_URL) is not this machine, so the connection needs TLS: set LITEBANS_TLS=verify (with LITEBANS_TLS_CA=/path/to/ca.pem when its certificate is from a private CA), or LITEBANS_TLS=off to send the password and punishments in plain text (not advised)`,
  );
}
