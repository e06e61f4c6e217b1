import { randomBytes } from "node:crypto";
import { mkdir, opendir, rename, rm, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import type { Config } from "../../config";
import { type DatabaseHandle, type Db, sqlitePath } from "../../db/database";
import { appliedMigrations, isMissingTable } from "../../db/migrate";
import type { Database } from "../../db/schema";
import { type ArchiveMember, ArchiveWriter } from "./backup-archive";
import { BackupError } from "./backup-errors";
import { appVersion, type BackupManifest, DATABASE_MEMBER, FILE_FOLDERS, MANIFEST_MEMBER } from "./backup-manifest";
import { recordBackup } from "./backups.repository";
import type { BackupKind } from "./backups.table";
import { snapshotSqlite } from "./sqlite-snapshot";

export type BackupConfig = Pick<Config, "dataDir" | "backupDir" | "DATABASE_URL">;

export interface BackupOutcome {
  file: string;
  size: number;
  manifest: BackupManifest;
  /** PostgreSQL: the pg_dump command that backs the database up (password masked). */
  pgDump?: string;
}

export const BACKUP_NAME = /^bastion-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?\.tar\.gz$/;

/** bastion-backup-2026-11-25T10-00-00Z.tar.gz: sorts by time, and has no colon (Windows, scp). */
async function freeName(dir: string, at: Date): Promise<string> {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  for (let n = 1; ; n += 1) {
    const name = `bastion-backup-${stamp}${n === 1 ? "" : `-${n}`}.tar.gz`;
    const taken = await stat(join(dir, name)).then(
      () => true,
      () => false,
    );
    if (!taken) return name;
  }
}

/** Every regular file under `root`, as a path relative to it with `/`; symbolic links are not followed. */
async function* filesUnder(root: string, prefix = ""): AsyncGenerator<{ relative: string; absolute: string }> {
  let dir: Awaited<ReturnType<typeof opendir>>;
  try {
    dir = await opendir(join(root, prefix));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  for await (const entry of dir) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield { relative, absolute: join(root, relative) };
  }
}

const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

/** The database URL with its password replaced by ****, for messages and logs. */
export function maskedUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = "****";
  return url.toString();
}

/** The pg_dump command for this site's database, the password masked. */
export const pgDumpCommand = (databaseUrl: string, file: string) =>
  `pg_dump --format=custom --file=${quote(file)} ${quote(maskedUrl(databaseUrl))}`;

/** The pg_restore command that puts such a dump back, the password masked. */
export const pgRestoreCommand = (databaseUrl: string, file: string) =>
  `pg_restore --clean --if-exists --no-owner --dbname=${quote(maskedUrl(databaseUrl))} ${quote(file)}`;

/** Rows per table and applied migrations of PostgreSQL, read in one snapshot. */
async function postgresContents(db: Db) {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(trx);
      const counts: Record<string, number> = {};
      for (const { name } of rows) {
        const answer = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(name)}`.execute(trx);
        counts[name] = Number(answer.rows[0]?.n ?? 0);
      }
      const applied = await appliedMigrations<Database>(trx);
      return { counts, migrations: applied.map((row) => row.name) };
    });
}

/**
 * Writes one timestamped .tar.gz: on SQLite a consistent copy of the database taken while the site
 * runs, then the media, downloads and patches folders, then the manifest (sizes and SHA-256 of every
 * member, rows per table, the schema's migrations). Written as `.part` and renamed when complete, so
 * a backup cut short never looks like one. Recorded in the database for the owner console.
 */
export async function takeBackup(
  handle: DatabaseHandle,
  config: BackupConfig,
  options: { to?: string; kind: BackupKind },
): Promise<BackupOutcome> {
  const dir = resolve(options.to ?? config.backupDir);
  await mkdir(dir, { recursive: true });
  const createdAt = new Date();
  const name = await freeName(dir, createdAt);
  const part = join(dir, `${name}.part`);
  const snapshot = join(dir, `.snapshot-${randomBytes(6).toString("hex")}.sqlite`);
  const writer = new ArchiveWriter(part);
  try {
    const members: ArchiveMember[] = [];
    let contents: { counts: Record<string, number>; migrations: string[] };
    if (handle.dialect === "sqlite") {
      contents = await snapshotSqlite(sqlitePath(config.dataDir), snapshot);
      const member = await writer.addFile(DATABASE_MEMBER, snapshot);
      if (!member) throw new BackupError("The database copy vanished while it was being archived.");
      members.push(member);
      await rm(snapshot, { force: true });
    } else {
      contents = await postgresContents(handle.db);
    }
    for (const folder of FILE_FOLDERS) {
      for await (const file of filesUnder(join(config.dataDir, folder))) {
        const member = await writer.addFile(`files/${folder}/${file.relative}`, file.absolute);
        if (member) members.push(member);
      }
    }
    const manifest: BackupManifest = {
      format: 1,
      app: { name: "bastion", version: appVersion() },
      created_at: createdAt.toISOString(),
      dialect: handle.dialect,
      schema: { latest: contents.migrations.at(-1) ?? null, migrations: contents.migrations },
      counts: contents.counts,
      database_included: handle.dialect === "sqlite",
      members,
    };
    await writer.addBuffer(MANIFEST_MEMBER, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writer.finish();
    const file = join(dir, name);
    await rename(part, file);
    const { size } = await stat(file);
    // A backup taken before an upgrade, by the new code, finds no table to record it in: it is kept all the same.
    await recordBackup(handle.db, {
      file_name: name,
      directory: dir,
      created_at: manifest.created_at,
      size_bytes: size,
      kind: options.kind,
      dialect: handle.dialect,
    }).catch((error: unknown) => {
      if (!isMissingTable(error)) throw error;
    });
    const pgDump =
      handle.dialect === "postgres" && config.DATABASE_URL
        ? pgDumpCommand(config.DATABASE_URL, join(dir, name.replace(/\.tar\.gz$/, ".dump")))
        : undefined;
    return { file, size, manifest, pgDump };
  } catch (error) {
    await writer.abort();
    await rm(part, { force: true });
    throw error;
  } finally {
    await rm(snapshot, { force: true });
  }
}
