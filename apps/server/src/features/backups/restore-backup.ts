import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config";
import { createDatabase, type DbDialect, sqlitePath } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { codeMigrations } from "../../db/migration-set";
import { PRIVATE_DIR_MODE } from "../../db/private-files";
import { DataDirBusyError, holdRestoreLock, runningServers } from "../../lib/run-lock";
import { readArchive } from "./backup-archive";
import { BackupError } from "./backup-errors";
import {
  type BackupManifest,
  DATABASE_MEMBER,
  FILE_FOLDERS,
  MANIFEST_MAX_BYTES,
  MANIFEST_MEMBER,
  manifestSchema,
  safeMemberPath,
} from "./backup-manifest";
import { inspectSqlite } from "./sqlite-snapshot";

export type RestoreConfig = Pick<Config, "dataDir" | "DATABASE_URL">;

export interface RestoreOutcome {
  manifest: BackupManifest;
  files: number;
  /** Where the data that was in place went (kept, not deleted); undefined when there was none. */
  asideDir: string | undefined;
  /** Migrations run on the restored database (it was older than the code). */
  migrated: string[];
}

type Extracted = Map<string, { size: number; sha256: string }>;

async function refuseWhileRunning(dataDir: string) {
  const running = await runningServers(dataDir);
  if (running.length === 0) return;
  const who = running.map((lock) => `pid ${lock.pid} on ${lock.host}, started ${lock.started_at}`).join("; ");
  throw new BackupError(
    `A server is running against ${dataDir} (${who}). Stop every instance first, then run the restore again.`,
  );
}

/** Unpacks every member into `staging`, hashing as it goes; the manifest is kept in memory. */
async function extract(file: string, staging: string): Promise<{ extracted: Extracted; manifestText: string }> {
  const extracted: Extracted = new Map();
  let manifestText: string | undefined;
  try {
    await readArchive(file, async (entry) => {
      if (entry.type !== "file")
        throw new BackupError(`${file} holds a ${entry.type} entry (${entry.name}); a backup holds only files.`);
      const target = safeMemberPath(staging, entry.name);
      if (!target) throw new BackupError(`${file} holds ${JSON.stringify(entry.name)}, which is not part of a backup.`);
      if (extracted.has(entry.name) || (entry.name === MANIFEST_MEMBER && manifestText !== undefined)) {
        throw new BackupError(`${file} holds ${entry.name} twice.`);
      }
      if (entry.name === MANIFEST_MEMBER) {
        if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError(`${file}: its manifest is too large to be one.`);
        const chunks: Buffer[] = [];
        for await (const chunk of entry.content) chunks.push(chunk);
        manifestText = Buffer.concat(chunks).toString("utf8");
        return;
      }
      await mkdir(dirname(target), { recursive: true });
      const hash = createHash("sha256");
      let size = 0;
      await pipeline(
        entry.content,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target, { flags: "wx", mode: 0o600 }),
      );
      extracted.set(entry.name, { size, sha256: hash.digest("hex") });
    });
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a readable backup (damaged, cut short, or not a .tar.gz): ${reason}`);
  }
  if (manifestText === undefined) throw new BackupError(`${file} has no manifest.json: it is not a complete backup.`);
  return { extracted, manifestText };
}

/** The manifest, and every member it lists present with its size and SHA-256, and nothing else. */
function verify(file: string, manifestText: string, extracted: Extracted, dialect: DbDialect): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupError(`${file}: manifest.json is not valid JSON.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) throw new BackupError(`${file}: manifest.json is not a backup manifest this version reads.`);
  const manifest = result.data;
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `${file} was taken from a site on ${manifest.dialect}; this site uses ${dialect}. Restore it with the same DATABASE_URL setting it was taken with.`,
    );
  }
  const listed = new Set(manifest.members.map((member) => member.path));
  for (const member of manifest.members) {
    const found = extracted.get(member.path);
    if (!found) throw new BackupError(`${file} is incomplete: ${member.path} is missing.`);
    if (found.size !== member.size || found.sha256 !== member.sha256) {
      throw new BackupError(`${file} is damaged or was changed: ${member.path} does not match its checksum.`);
    }
  }
  const extra = [...extracted.keys()].find((path) => !listed.has(path));
  if (extra) throw new BackupError(`${file} holds ${extra}, which its manifest does not list.`);
  if (manifest.database_included !== listed.has(DATABASE_MEMBER)) {
    throw new BackupError(`${file}: the manifest and the database member disagree.`);
  }
  const known = new Set(Object.keys(codeMigrations()));
  const newer = manifest.schema.migrations.filter((name) => !known.has(name));
  if (newer.length > 0) {
    throw new BackupError(
      `${file} was taken by a newer version of the site (its schema has ${newer.join(", ")}). Restore it with that version or a later one.`,
    );
  }
  return manifest;
}

/** The staged database is sound and holds what the manifest says, table by table. */
async function verifyDatabase(file: string, staged: string, manifest: BackupManifest) {
  const contents = await inspectSqlite(staged);
  if (contents.integrity !== "ok")
    throw new BackupError(`${file}: the database fails SQLite's integrity check (${contents.integrity}).`);
  if (JSON.stringify(contents.counts) !== JSON.stringify(sortedKeys(manifest.counts))) {
    throw new BackupError(`${file}: the database's rows per table differ from its manifest.`);
  }
  if (JSON.stringify(contents.migrations) !== JSON.stringify(manifest.schema.migrations)) {
    throw new BackupError(`${file}: the database's migrations differ from its manifest.`);
  }
}

const sortedKeys = (record: Record<string, number>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * Moves what is in place aside and the staged data in, undoing the moves done so far if one fails,
 * so DATA_DIR is either as it was or fully restored. Each move is a rename within one file system.
 */
async function swapIn(dataDir: string, staging: string, asideDir: string, dialect: DbDialect) {
  const database = sqlitePath(dataDir);
  const inPlace = [
    ...(dialect === "sqlite" ? [database, `${database}-wal`, `${database}-shm`] : []),
    ...FILE_FOLDERS.map((folder) => join(dataDir, folder)),
  ];
  const incoming = [
    ...(dialect === "sqlite" ? [{ from: join(staging, DATABASE_MEMBER), to: database }] : []),
    ...FILE_FOLDERS.map((folder) => ({ from: join(staging, "files", folder), to: join(dataDir, folder) })),
  ];
  const done: { from: string; to: string }[] = [];
  const move = async (from: string, to: string) => {
    await rename(from, to);
    done.push({ from, to });
  };
  try {
    for (const path of inPlace) {
      if (!(await exists(path))) continue;
      await mkdir(asideDir, { recursive: true });
      await move(path, join(asideDir, path.slice(dataDir.length + 1)));
    }
    for (const { from, to } of incoming) if (await exists(from)) await move(from, to);
  } catch (error) {
    for (const { from, to } of done.reverse()) await rename(to, from).catch(() => undefined);
    throw error;
  }
  return done.some(({ to }) => to.startsWith(asideDir));
}

/**
 * Restores a backup into DATA_DIR: refused while a server runs against it, and no server starts
 * until it ends (it holds DATA_DIR's restore lock throughout); the archive is unpacked beside the data
 * and checked whole (every checksum, the manifest, the database's integrity and rows per table, a
 * schema this code knows) before anything in place is touched; then the old data is moved aside
 * (kept), the restored data moved in, and the migrations run.
 */
export async function restoreBackup(config: RestoreConfig, dialect: DbDialect, file: string): Promise<RestoreOutcome> {
  if (!(await exists(file))) throw new BackupError(`${file} does not exist.`);
  await mkdir(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // Taken before looking for servers: one that starts from now on sees it and refuses (main.ts).
  const lock = await holdRestoreLock(config.dataDir).catch((error: unknown) => {
    throw error instanceof DataDirBusyError ? new BackupError(error.message) : error;
  });
  if ("heldBy" in lock) {
    const { pid, host, started_at } = lock.heldBy;
    throw new BackupError(
      `Another restore is running against ${config.dataDir} (pid ${pid} on ${host}, started ${started_at}). Wait for it to end.`,
    );
  }
  try {
    await refuseWhileRunning(config.dataDir);
    return await restoreHoldingLock(config, dialect, file);
  } finally {
    await lock.release();
  }
}

async function restoreHoldingLock(config: RestoreConfig, dialect: DbDialect, file: string): Promise<RestoreOutcome> {
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  const staging = join(config.dataDir, `.restore-${stamp}`);
  const asideDir = join(config.dataDir, `before-restore-${stamp}`);
  await mkdir(staging, { recursive: true });
  try {
    const { extracted, manifestText } = await extract(file, staging);
    const manifest = verify(file, manifestText, extracted, dialect);
    if (manifest.database_included) await verifyDatabase(file, join(staging, DATABASE_MEMBER), manifest);
    const movedAside = await swapIn(config.dataDir, staging, asideDir, dialect);
    let migrated: string[] = [];
    if (dialect === "sqlite") {
      const { db } = createDatabase({ dataDir: config.dataDir, DATABASE_URL: undefined });
      try {
        migrated = await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
    }
    const files = manifest.members.filter((member) => member.path !== DATABASE_MEMBER).length;
    return { manifest, files, asideDir: movedAside ? asideDir : undefined, migrated };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
