import type { Db } from "../db/database";

// What a visitor who is not signed in reads of the announcements (the list, one announcement with its
// first comments, the feed, the home page's first page of them) is the same for every such visitor:
// identical reads within SHARED_ANSWER_MS share one trip to the database (docs/decisions/036). On
// PostgreSQL every trip is a round trip that holds one of the pool's connections until this process
// gets round to its answer, so under load the trips, not the queries, were what visitors waited for.
// A write through this instance forgets what it changed at once (forgetSharedAnswers); a write through
// another instance shows within SHARED_ANSWER_MS, as settings do (lib/settings-copy.ts). Nothing that
// depends on the session is kept: callers use it only for a request without a signed-in user.

/** How long a read is shared. */
export const SHARED_ANSWER_MS = 2000;
/** Reads kept at most per database (an announcement with its comments is a few KB). */
const KEPT_MAX = 256;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const kept = new WeakMap<Db, Map<string, Entry>>();

function entriesOf(db: Db): Map<string, Entry> {
  let found = kept.get(db);
  if (!found) {
    found = new Map();
    kept.set(db, found);
  }
  return found;
}

/**
 * The read `key` (a path of names ending with "/", "announcements/view/12/"), made once by `read` and shared by every
 * identical read in the next SHARED_ANSWER_MS, and by those that come while it is being made. A
 * failed read is not kept: the next caller tries again.
 */
export function sharedAnswer<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const entries = entriesOf(db);
  const now = performance.now();
  const found = entries.get(key);
  if (found && now < found.expires) return found.value as Promise<T>;
  entries.delete(key);
  const entry: Entry = { expires: now + SHARED_ANSWER_MS, value: read() };
  entries.set(key, entry);
  // The oldest first (a Map keeps insertion order).
  while (entries.size > KEPT_MAX) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return entry.value as Promise<T>;
}

/**
 * Forgets every kept read whose key starts with `prefix`, after a write through this instance has
 * committed: the next read of it goes to the database. A read still being made is forgotten too, so
 * nobody who asks after the write joins it.
 */
export function forgetSharedAnswers(db: Db, prefix: string): void {
  const entries = entriesOf(db);
  for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
}
