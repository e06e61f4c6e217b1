import type { Generated, Selectable } from "kysely";

// Server patching's tables (issue 15). bigint columns come back from PostgreSQL as strings
// (pg's choice for int8), so readers convert them with Number().

/** A channel game servers pull from, e.g. "survival". */
export interface PatchTargetsTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased name, unique. */
  name_key: string;
  created_at: string;
}

export interface PatchesTable {
  id: Generated<number>;
  target_id: number;
  version: string;
  /** Lower-cased version, unique per target. */
  version_key: string;
  /** The file's name as uploaded (held to the downloads file-name rule). */
  file_name: string;
  size: number | string;
  sha256: string;
  notes: string;
  /** The file in DATA_DIR/patches: a random name, never from user input. */
  storage_name: string;
  published_by_id: number | null;
  /** The publisher's username as it was. */
  published_by: string;
  published_at: string;
  /** 0/1; at most one per target (a partial unique index). */
  is_current: Generated<number>;
  download_count: Generated<number>;
}

/** One patch file the API served, completed or aborted. */
export interface PatchDownloadsTable {
  id: Generated<number>;
  created_at: string;
  /** Null only if the key row were ever removed (keys are revoked, not deleted). */
  key_id: number | null;
  key_name: string;
  target_id: number;
  /** Null once the patch is deleted. */
  patch_id: number | null;
  version: string;
  file_name: string;
  client_ip: string;
  bytes: number | string;
  expected_bytes: number | string;
  /** The Content-Range of a 206, or null for the whole file. */
  range: string | null;
  completed: number;
}

/** Running totals of one key's downloads, written with each download's record. */
export interface PatchDownloadTotalsTable {
  key_id: number;
  downloads: number;
  completed: number;
  bytes: number | string;
  last_download_at: string;
}

export interface PatchingTables {
  patch_targets: PatchTargetsTable;
  patches: PatchesTable;
  patch_downloads: PatchDownloadsTable;
  patch_download_totals: PatchDownloadTotalsTable;
}

export type PatchTargetRow = Selectable<PatchTargetsTable>;
export type PatchRow = Selectable<PatchesTable>;
export type PatchDownloadRow = Selectable<PatchDownloadsTable>;
