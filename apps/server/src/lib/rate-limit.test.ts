import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { checkRateLimit, hitRateLimit, purgeExpiredRateLimits, resetRateLimit, retryAfterText } from "./rate-limit";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rule = { limit: 3, windowMs: 60_000 };

describe("rate limiter", () => {
  it("allows the limit, refuses the next hit and says how long to wait", async () => {
    const results = [];
    for (let hit = 0; hit < 4; hit++) results.push(await hitRateLimit(t.db, "test:a", rule));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.hits)).toEqual([1, 2, 3, 4]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await checkRateLimit(t.db, "test:a", rule)).allowed).toBe(false);
    expect((await checkRateLimit(t.db, "test:other", rule)).allowed).toBe(true);
  });

  it("counts concurrent hits exactly once each", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(t.db, "test:burst", rule)));
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });

  it("starts a new window when the old one has ended", async () => {
    for (let hit = 0; hit < 4; hit++) await hitRateLimit(t.db, "test:window", rule);
    await t.db
      .updateTable("rate_limits")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("key", "=", "test:window")
      .execute();
    expect((await checkRateLimit(t.db, "test:window", rule)).allowed).toBe(true);
    const next = await hitRateLimit(t.db, "test:window", rule);
    expect(next).toMatchObject({ allowed: true, hits: 1 });
  });

  it("resets and purges", async () => {
    await hitRateLimit(t.db, "test:reset", rule);
    await resetRateLimit(t.db, "test:reset");
    expect((await checkRateLimit(t.db, "test:reset", rule)).hits).toBe(0);
    await hitRateLimit(t.db, "test:old", rule);
    await t.db
      .updateTable("rate_limits")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("key", "=", "test:old")
      .execute();
    await purgeExpiredRateLimits(t.db);
    const keys = await t.db.selectFrom("rate_limits").select("key").where("key", "=", "test:old").execute();
    expect(keys).toHaveLength(0);
  });

  it("says when to retry in words", () => {
    expect(retryAfterText(1)).toBe("in 1 second");
    expect(retryAfterText(40)).toBe("in 40 seconds");
    expect(retryAfterText(61)).toBe("in 2 minutes");
    expect(retryAfterText(900)).toBe("in 15 minutes");
    expect(retryAfterText(3600)).toBe("in 1 hour");
  });
});
