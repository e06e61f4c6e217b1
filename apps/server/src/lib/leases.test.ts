import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { secondInstanceOf } from "../../test/second-instance";
import { migrateToLatest } from "../db/migrate";
import { readLease, releaseLease, takeLease } from "./leases";

// The one lease module: instances sharing a database, each with its own connections, agree on who
// holds a lease; on PostgreSQL they really ask at the same moment (two pools), on SQLite the file's
// one writer decides.

let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  first = await createTestDatabase();
  await migrateToLatest(first.handle.db);
  second = secondInstanceOf(first);
});
afterAll(async () => {
  await second.drop();
  await first.drop();
});

describe("a lease", () => {
  it("goes to exactly one of two instances asking at once, and stays with it while live", async () => {
    for (let round = 0; round < 20; round += 1) {
      const name = `contested-${round}`;
      const taken = await Promise.all([
        takeLease(first.handle.db, name, "server@first", 60_000),
        takeLease(second.handle.db, name, "server@second", 60_000),
      ]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      const winner = taken[0] ? "server@first" : "server@second";
      const [winnerDb, loserDb] = taken[0] ? [first, second] : [second, first];
      const loser = taken[0] ? "server@second" : "server@first";
      expect(await takeLease(loserDb.handle.db, name, loser, 60_000)).toBe(false);
      // Its holder renews it; both instances read the same holder.
      expect(await takeLease(winnerDb.handle.db, name, winner, 60_000)).toBe(true);
      expect((await readLease(loserDb.handle.db, name)).live_holder).toBe(winner);
    }
  });

  it("is free at once when its holder lets it go, and once it lapsed", async () => {
    expect(await takeLease(first.handle.db, "handover", "server@first", 60_000)).toBe(true);
    await releaseLease(first.handle.db, "handover", "server@first");
    expect(await readLease(second.handle.db, "handover")).toEqual({
      holder: null,
      expires_at: null,
      live_holder: null,
    });
    expect(await takeLease(second.handle.db, "handover", "server@second", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await readLease(first.handle.db, "handover")).live_holder).toBeNull();
    expect(await takeLease(first.handle.db, "handover", "server@first", 60_000)).toBe(true);
  });
});
