import {
  BackupError,
  pgRestoreCommand,
  pruneBackups,
  restoreBackup,
  takeBackup,
} from "../../features/backups/backups.service";
import { sizeInWords } from "../../lib/multipart";
import { CliError, type Command } from "../command";

const rows = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
const plural = (count: number, word: string) => `${count.toLocaleString("en")} ${word}${count === 1 ? "" : "s"}`;

function explain(error: unknown): never {
  if (error instanceof BackupError) throw new CliError(error.message);
  throw error;
}

export const backupCommand: Command = {
  name: "backup",
  usage: "backup [--to DIR] [--keep N]",
  summary:
    "Write a backup (.tar.gz: the SQLite database copied while the site runs, media, downloads, patches, a manifest) to BACKUP_DIR or DIR; --keep N deletes all but the newest N there.",
  options: { to: { type: "string" }, keep: { type: "string" } },
  // A backup before an upgrade is taken of the database as it is.
  database: "as-is",
  async run({ db, dialect, config, print }, values) {
    const keep = values.keep === undefined ? undefined : Number(values.keep);
    if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1))
      throw new CliError("--keep must be a whole number, 1 or more.");
    const to = typeof values.to === "string" ? values.to : undefined;
    const outcome = await takeBackup({ db, dialect }, config, { to, kind: "manual" }).catch(explain);
    const files = outcome.manifest.members.length - (outcome.manifest.database_included ? 1 : 0);
    const what = outcome.manifest.database_included
      ? `the database (${plural(Object.keys(outcome.manifest.counts).length, "table")}, ${plural(rows(outcome.manifest.counts), "row")}) and ${plural(files, "file")}`
      : `the files only (${plural(files, "file")})`;
    print(`Backup written: ${outcome.file} (${sizeInWords(outcome.size)}): ${what}.`);
    if (keep !== undefined) {
      const removed = await pruneBackups(outcome.file.slice(0, outcome.file.lastIndexOf("/")), keep);
      if (removed.length > 0) print(`Deleted ${plural(removed.length, "older backup")}: ${removed.join(", ")}.`);
    }
    if (outcome.pgDump) {
      print(
        [
          "This site's database is PostgreSQL, which this file does not hold. Back it up with pg_dump, on a machine",
          "that reaches the database (give the password through PGPASSWORD or ~/.pgpass, or in place of ****):",
          `  ${outcome.pgDump}`,
        ].join("\n"),
      );
    }
  },
};

export const restoreCommand: Command = {
  name: "restore",
  usage: "restore FILE",
  summary:
    "Restore a backup into DATA_DIR: refused while a server runs on it; checked whole first; the data in place is moved aside (kept); migrations run.",
  options: {},
  positionals: ["FILE"],
  database: "none",
  async run({ config, print }, _values, positionals) {
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new CliError("Give one backup file: npm run manage -- restore FILE");
    const dialect = config.DATABASE_URL ? "postgres" : "sqlite";
    const outcome = await restoreBackup(config, dialect, file).catch(explain);
    const { manifest } = outcome;
    const what = manifest.database_included
      ? `the database (${plural(Object.keys(manifest.counts).length, "table")}, ${plural(rows(manifest.counts), "row")}) and ${plural(outcome.files, "file")}`
      : `${plural(outcome.files, "file")}`;
    print(`Restored ${file} (taken ${manifest.created_at} by version ${manifest.app.version}): ${what}.`);
    if (outcome.asideDir) print(`What was in place is kept in ${outcome.asideDir}: delete it once the site works.`);
    if (outcome.migrated.length > 0) print(`Migrated the restored database: ${outcome.migrated.join(", ")}.`);
    if (dialect === "postgres" && config.DATABASE_URL) {
      const dump = pgRestoreCommand(config.DATABASE_URL, file.replace(/\.tar\.gz$/, ".dump"));
      print(
        [
          "The database is PostgreSQL: restore it from its pg_dump file, then bring it up to date:",
          `  ${dump}`,
          "  npm run manage -- migrate",
        ].join("\n"),
      );
    }
  },
};
