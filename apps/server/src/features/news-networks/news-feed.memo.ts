import type { FeedRow } from "./news-networks.repository";

// The documents of recently read feeds, kept per process. Nothing here is shared state: every
// request still reads its row, and an entry is used only when every column it was built from is
// unchanged, so an edit made through any instance is served at once. It spares rebuilding,
// serialising and hashing the same document for every game client that fetches it.

export interface BuiltFeed {
  row: FeedRow;
  siteName: string;
  body: string;
  etag: string;
}

/** About 10 KB each: at most some 10 MB however many networks are read. */
const MAX_ENTRIES = 1000;

const entries = new Map<string, BuiltFeed>();

const sameRow = (a: FeedRow, b: FeedRow) => (Object.keys(a) as (keyof FeedRow)[]).every((key) => a[key] === b[key]);

/** The document built from exactly this row, if it is still here. */
export function builtFeed(row: FeedRow, siteName: string): BuiltFeed | undefined {
  const entry = entries.get(row.public_id);
  return entry && entry.siteName === siteName && sameRow(entry.row, row) ? entry : undefined;
}

export function rememberFeed(built: BuiltFeed): void {
  entries.delete(built.row.public_id);
  // A Map keeps insertion order: the first key is the one read longest ago.
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(built.row.public_id, built);
}
