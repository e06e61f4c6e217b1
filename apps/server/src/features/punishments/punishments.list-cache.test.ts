import { describe, expect, it } from "vitest";
import type { Db } from "../../db/database";
import type { DayTotal } from "./punishments.counters";
import { cachedAnswer, cachedPositions, DayPositions, listChanged } from "./punishments.list-cache";

// What the public list keeps between requests (docs/decisions/036): each database its own, shared by
// identical requests, forgotten after a write through this instance.

const aDatabase = () => ({}) as Db;
const answer = (text: string) => ({ body: Buffer.from(text), etag: `"${text}"` });

describe("day positions", () => {
  const days: DayTotal[] = [
    { day: "2025-01-01", total: 3 },
    { day: "2025-01-02", total: 0 },
    { day: "2025-01-05", total: 1 },
    { day: "2025-01-09", total: 5 },
  ];
  // Every row by its day, oldest first, as the date order holds them.
  const rows = days.flatMap(({ day, total }) => Array.from({ length: total }, (_, index) => ({ day, index })));

  it("finds the day of every offset from either end, and how many of its rows come before", () => {
    const positions = new DayPositions(days);
    expect(positions.total).toBe(9);
    rows.forEach((row, position) => {
      const oldestFirst = positions.locate(position, false);
      expect(oldestFirst, `oldest ${position}`).toEqual({ day: row.day, skip: row.index });
      const fromNewest = rows.length - 1 - position;
      const dayTotal = days.find((entry) => entry.day === row.day)?.total ?? 0;
      expect(positions.locate(fromNewest, true), `newest ${fromNewest}`).toEqual({
        day: row.day,
        skip: dayTotal - 1 - row.index,
      });
    });
  });

  it("has nothing past either end or for an empty list", () => {
    expect(new DayPositions(days).locate(9, true)).toBeUndefined();
    expect(new DayPositions(days).locate(-1, false)).toBeUndefined();
    expect(new DayPositions([]).locate(0, true)).toBeUndefined();
  });
});

describe("kept answers", () => {
  it("builds an answer once for requests at the same moment, and again after a write", async () => {
    const db = aDatabase();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return answer(`v${builds}`);
    };
    const [one, two] = await Promise.all([cachedAnswer(db, "page 1", build), cachedAnswer(db, "page 1", build)]);
    expect(one).toBe(two);
    expect((await cachedAnswer(db, "page 1", build)).etag).toBe('"v1"');
    expect(builds).toBe(1);
    // Another page is another answer; another database keeps its own.
    expect((await cachedAnswer(db, "page 2", build)).etag).toBe('"v2"');
    expect((await cachedAnswer(aDatabase(), "page 1", build)).etag).toBe('"v3"');

    listChanged(db);
    expect((await cachedAnswer(db, "page 1", build)).etag).toBe('"v4"');
  });

  it("does not keep a failed read, and an answer started before a write is not kept after it", async () => {
    const db = aDatabase();
    await expect(cachedAnswer(db, "page 1", () => Promise.reject(new Error("busy")))).rejects.toThrow("busy");
    expect((await cachedAnswer(db, "page 1", async () => answer("ok"))).etag).toBe('"ok"');

    let release: (value: { body: Buffer; etag: string }) => void = () => undefined;
    const slow = cachedAnswer(db, "page 9", () => new Promise((resolve) => (release = resolve)));
    listChanged(db);
    release(answer("old"));
    expect((await slow).etag).toBe('"old"');
    expect((await cachedAnswer(db, "page 9", async () => answer("new"))).etag).toBe('"new"');
  });
});

describe("kept positions", () => {
  it("are reused while the list's totals hold, and built again when they change or after a write", async () => {
    const db = aDatabase();
    let builds = 0;
    const build = async () => {
      builds += 1;
      return new DayPositions([{ day: "2025-01-01", total: builds }]);
    };
    const first = await cachedPositions(db, "search All dragon", "1 10", 60_000, build);
    expect(await cachedPositions(db, "search All dragon", "1 10", 60_000, build)).toBe(first);
    expect(builds).toBe(1);
    // A row added anywhere (here or by another instance) changes the totals the request read.
    expect((await cachedPositions(db, "search All dragon", "2 11", 60_000, build)).total).toBe(2);
    listChanged(db);
    expect((await cachedPositions(db, "search All dragon", "2 11", 60_000, build)).total).toBe(3);
    // Past its lifetime.
    await cachedPositions(db, "type All", "5", 0, build);
    expect((await cachedPositions(db, "type All", "5", 0, build)).total).toBe(5);
  });
});
