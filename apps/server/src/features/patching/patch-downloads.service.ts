import type { ServerResponse } from "node:http";
import { pipeline, type Readable, Transform } from "node:stream";
import {
  PATCHING_LIMITS,
  type PatchDownload,
  type PatchDownloadsQuery,
  type PatchDownloadsResponse,
  type PatchDownloadTotalsResponse,
} from "@bastion/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import type { BodyInfo } from "../../lib/send-file";
import * as repo from "./patch-downloads.repository";
import type { PatchRow, PatchTargetRow } from "./patching.table";

// Every patch file the API sends is recorded when its answer ends: completed when every byte was
// handed to the connection ('finish'), aborted when the connection closed first ('close' alone),
// with the bytes sent. The record is written after the answer, so a slow database never holds up
// a game server's download; the app waits for the last ones before it closes.

export interface DownloadContext {
  key: { id: number; name: string };
  patch: PatchRow;
  target: PatchTargetRow;
  ip: string;
}

export interface DownloadRecorder {
  /** Counts the bytes of `body` on their way to `response` and records the download when it ends. */
  track(response: ServerResponse, body: Readable, info: BodyInfo, context: DownloadContext): Readable;
  /** Resolves once every record begun has been written (or failed and been logged). */
  settled(): Promise<unknown>;
}

export function downloadRecorder(db: Db, log: FastifyBaseLogger): DownloadRecorder {
  const pending = new Set<Promise<void>>();
  return {
    track(response, body, info, context) {
      const startedAt = nowIso();
      const expected = info.end - info.start + 1;
      let sent = 0;
      let finished = false;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          sent += chunk.length;
          callback(null, chunk);
        },
      });
      // The answer's stream is `counter`; when the client goes, Fastify destroys it and pipeline
      // destroys the file's stream too, which closes the file.
      pipeline(body, counter, () => undefined);
      response.once("finish", () => {
        finished = true;
      });
      response.once("close", () => {
        const write: Promise<void> = recordDownload(db, {
          created_at: startedAt,
          key_id: context.key.id,
          key_name: context.key.name,
          target_id: context.target.id,
          patch_id: context.patch.id,
          version: context.patch.version,
          file_name: context.patch.file_name,
          client_ip: context.ip,
          bytes: sent,
          expected_bytes: expected,
          range: info.range ?? null,
          completed: finished && sent === expected ? 1 : 0,
        })
          .catch((error: unknown) => log.error({ err: error }, "could not record a patch download"))
          .finally(() => pending.delete(write));
        pending.add(write);
      });
      return counter;
    },
    settled: () => Promise.allSettled([...pending]),
  };
}

function recordDownload(db: Db, entry: repo.NewPatchDownload): Promise<void> {
  return db.transaction().execute((trx) => repo.insertDownload(trx, entry));
}

const toDownload = (row: repo.DownloadListRow): PatchDownload => ({
  id: row.id,
  created_at: row.created_at,
  key_id: row.key_id,
  key_name: row.key_name,
  key_revoked: row.key_revoked_at !== null,
  target_id: row.target_id,
  target: row.target_name,
  patch_id: row.patch_id,
  version: row.version,
  file_name: row.file_name,
  client_ip: row.client_ip,
  bytes: Number(row.bytes),
  expected_bytes: Number(row.expected_bytes),
  range: row.range,
  completed: row.completed === 1,
});

/** GET /api/downloads/api/list/: one page, newest first; "has more" instead of counting a growing record. */
export async function listDownloads(db: Db, query: PatchDownloadsQuery): Promise<PatchDownloadsResponse> {
  const size = PATCHING_LIMITS.downloadsPageSize;
  const rows = await repo.listDownloads(
    db,
    { keyId: query.key, targetId: query.target },
    { limit: size + 1, offset: (query.page - 1) * size },
  );
  return { downloads: rows.slice(0, size).map(toDownload), page: query.page, has_more: rows.length > size };
}

/** GET /api/downloads/api/totals/: per key over every target, and the targets for the filter. */
export async function downloadTotals(db: Db): Promise<PatchDownloadTotalsResponse> {
  const [totals, targets] = await Promise.all([repo.listTotals(db), repo.listTargetNames(db)]);
  return {
    keys: totals.map((row) => ({
      key_id: row.key_id,
      key_name: row.key_name,
      key_revoked: row.key_revoked_at !== null,
      downloads: row.downloads,
      completed: row.completed,
      aborted: row.downloads - row.completed,
      bytes: Number(row.bytes),
      last_download_at: row.last_download_at,
    })),
    targets,
  };
}
