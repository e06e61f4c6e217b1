import type { Db } from "../../db/database";
import type { DayTotal } from "./punishments.counters";

// What the public list keeps in memory between requests (docs/decisions/036), per database: where each
// day's rows start in the date order of a type or of a name search (so a deep page starts at its day
// instead of walking every row before it), and for a moment the answers themselves (so identical
// requests in the same second share one read). Nothing here depends on who asks. A write through this
// instance forgets it all; a write through another instance (or the CLI) shows within the lifetimes
// below, as it already may behind a CDN, which the list's Cache-Control allows to keep it 5 s.

/** How long an answer is reused: identical requests in this window share it. */
export const ANSWER_TTL_MS = 2000;
/** Answers kept at most, in bytes (page 1 of a million rows is 285 KB). */
const ANSWER_BUDGET_BYTES = 16 * 1024 * 1024;

/**
 * How long a type's day positions are reused. They are also checked against the type's total on every
 * request, so a row added or removed anywhere is seen at once; this bounds only what totals cannot
 * show, a punishment's date edited by another instance or the CLI.
 */
export const TYPE_POSITIONS_TTL_MS = 60_000;
/** The same for a name search's day positions, which cost up to a full scan to build. */
export const SEARCH_POSITIONS_TTL_MS = 120_000;
/** Day positions kept at most (each about 1,800 days of a five-year history). */
const POSITIONS_KEPT = 64;

/** A list answer as sent: the body's bytes and its validator. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

interface Entry<T> {
  generation: number;
  expires: number;
  value: Promise<T>;
}

interface PositionsEntry extends Entry<unknown> {
  /** What the positions were built for (the totals they add up to): another total is another list. */
  fingerprint: string;
}

interface ListCaches {
  /** Bumped after every write of punishments through this instance: older entries are not used. */
  generation: number;
  answers: Map<string, Entry<CachedAnswer> & { bytes: number }>;
  answerBytes: number;
  positions: Map<string, PositionsEntry>;
}

const caches = new WeakMap<Db, ListCaches>();

function cachesOf(db: Db): ListCaches {
  let found = caches.get(db);
  if (!found) {
    found = { generation: 0, answers: new Map(), answerBytes: 0, positions: new Map() };
    caches.set(db, found);
  }
  return found;
}

/** Forgets what was kept: called after a write of punishments (or their counters) has committed. */
export function listChanged(db: Db): void {
  const kept = cachesOf(db);
  kept.generation += 1;
  kept.answers.clear();
  kept.answerBytes = 0;
  kept.positions.clear();
}

/**
 * The answer for `key`, built once by `build` and shared by every identical request in the next
 * ANSWER_TTL_MS (and by those that arrive while it is being built). A failed build is not kept.
 */
export function cachedAnswer(db: Db, key: string, build: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
  const kept = cachesOf(db);
  const now = performance.now();
  const found = kept.answers.get(key);
  if (found && found.generation === kept.generation && now < found.expires) return found.value;
  if (found) forgetAnswer(kept, key);
  const generation = kept.generation;
  const entry = { generation, expires: now + ANSWER_TTL_MS, value: build(), bytes: 0 };
  kept.answers.set(key, entry);
  entry.value.then(
    (answer) => {
      if (kept.answers.get(key) !== entry) return;
      entry.bytes = answer.body.length;
      kept.answerBytes += entry.bytes;
      // The oldest first (a Map keeps insertion order) until the rest fits.
      for (const [oldKey] of kept.answers) {
        if (kept.answerBytes <= ANSWER_BUDGET_BYTES) break;
        forgetAnswer(kept, oldKey);
      }
    },
    () => {
      if (kept.answers.get(key) === entry) kept.answers.delete(key);
    },
  );
  return entry.value;
}

function forgetAnswer(kept: ListCaches, key: string) {
  const entry = kept.answers.get(key);
  if (!entry) return;
  kept.answerBytes -= entry.bytes;
  kept.answers.delete(key);
}

/**
 * The day positions of the list `key` (a type, or a name search), built by `build` when none are kept
 * for the same `fingerprint` (the stored totals they add up to now), this instance's writes, and
 * younger than `ttlMs`. Requests that need them while they are being built wait for the same build.
 */
export function cachedPositions<T>(
  db: Db,
  key: string,
  fingerprint: string,
  ttlMs: number,
  build: () => Promise<T>,
): Promise<T> {
  const kept = cachesOf(db);
  const now = performance.now();
  const found = kept.positions.get(key);
  if (found && found.generation === kept.generation && found.fingerprint === fingerprint && now < found.expires) {
    // Most recently used last: the first in the map is the one forgotten when it is full.
    kept.positions.delete(key);
    kept.positions.set(key, found);
    return found.value as Promise<T>;
  }
  kept.positions.delete(key);
  const value = build();
  const entry: PositionsEntry = { generation: kept.generation, fingerprint, expires: now + ttlMs, value };
  kept.positions.set(key, entry);
  if (kept.positions.size > POSITIONS_KEPT) kept.positions.delete(kept.positions.keys().next().value ?? key);
  value.catch(() => {
    if (kept.positions.get(key) === entry) kept.positions.delete(key);
  });
  return value;
}

/**
 * Where a slice starting `offset` rows from one end begins: that day, and the rows of it to step over.
 * The "days" may be months (YYYY-MM) for a search's stored counts: any prefix of the dates works.
 */
export interface DayAnchor {
  day: string;
  skip: number;
}

/** A list's rows per day, as running sums: finds the day of any offset from either end by bisection. */
export class DayPositions {
  /** The days that have rows, oldest first. */
  private readonly days: string[];
  /** before[i]: the rows of the days before days[i]; before[days.length] is the total. */
  private readonly before: Float64Array;

  constructor(oldestFirst: readonly DayTotal[]) {
    const days = oldestFirst.filter((entry) => entry.total > 0);
    this.days = days.map((entry) => entry.day);
    this.before = new Float64Array(days.length + 1);
    days.forEach((entry, index) => {
      this.before[index + 1] = (this.before[index] ?? 0) + entry.total;
    });
  }

  get total(): number {
    return this.before[this.days.length] ?? 0;
  }

  /** The day holding the row `offset` rows from the newest (or the oldest) end; undefined past the end. */
  locate(offset: number, newestFirst: boolean): DayAnchor | undefined {
    const total = this.total;
    if (offset < 0 || offset >= total) return undefined;
    // The row's position counted from the oldest.
    const position = newestFirst ? total - 1 - offset : offset;
    let low = 0;
    let high = this.days.length - 1;
    // The last day whose rows begin at or before the position.
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.before[middle] ?? 0) <= position) low = middle;
      else high = middle - 1;
    }
    const day = this.days[low];
    if (day === undefined) return undefined;
    const start = this.before[low] ?? 0;
    const end = this.before[low + 1] ?? total;
    return { day, skip: newestFirst ? end - 1 - position : position - start };
  }
}
