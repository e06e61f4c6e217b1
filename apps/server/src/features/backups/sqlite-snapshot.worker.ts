import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";
import type { SnapshotAnswer, SnapshotRequest } from "./sqlite-snapshot";

// The snapshot worker's thread (sqlite-snapshot.ts starts one per copy or check): `VACUUM INTO` the
// target when there is one, then the copy's (or the file's) rows per table, migrations and integrity.

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function describe(db: Database.Database) {
  const tables = db
    .prepare<[], { name: string }>(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
    )
    .all();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = db.prepare<[], { n: number }>(`select count(*) as n from ${quote(name)}`).get()?.n ?? 0;
  }
  const migrations = tables.some((table) => table.name === "kysely_migration")
    ? db
        .prepare<[], { name: string }>("select name from kysely_migration order by name")
        .all()
        .map((row) => row.name)
    : [];
  return { counts, migrations };
}

function snapshot({ source, target, check }: SnapshotRequest): SnapshotAnswer {
  try {
    if (target) {
      const live = new Database(source, { fileMustExist: true });
      live.pragma("busy_timeout = 30000");
      live.prepare("VACUUM INTO ?").run(target);
      live.close();
    }
    const copy = new Database(target ?? source, { fileMustExist: true });
    const integrity = check ? String(copy.pragma("integrity_check", { simple: true })) : "not checked";
    const answer = { ...describe(copy), integrity };
    copy.close();
    return { answer };
  } catch (error) {
    const { message, code } = error as { message?: unknown; code?: unknown };
    return { error: { message: String(message), code: typeof code === "string" ? code : undefined } };
  }
}

parentPort?.postMessage(snapshot(workerData as SnapshotRequest));
