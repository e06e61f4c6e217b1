import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { readLease, takeLease } from "../../lib/leases";
import * as repo from "./litebans.repository";
import { LitebansSyncRunner } from "./litebans.runner";
import { litebansSyncStatus } from "./litebans.service";

// The lease is judged by the database's clock, never an instance's: two instances whose clocks
// disagree (by hours here: a machine's clock set wrong) still never both hold it. This process's clock
// is skewed with vitest's fake Date; the database's is the true one. No MariaDB: a runner that does
// not get the lease never reads LiteBans.

const HOUR = 3_600_000;
const LEASE_MS = 60_000;
const on = {
  LITEBANS_DATABASE_URL: "mysql://u:p@127.0.0.1:1/litebans",
  LITEBANS_TABLE_PREFIX: "litebans_",
  LITEBANS_SYNC_SECONDS: 15,
  litebansTls: "off" as const,
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  vi.useRealTimers();
  await t.db.deleteFrom("maintenance_leases").execute();
});

/** This instance's clock set `ms` away from the true time. */
const skewClock = (ms: number) => vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ms });

function runner(holder: string) {
  return new LitebansSyncRunner({
    db: t.db,
    source: { url: on.LITEBANS_DATABASE_URL, prefix: on.LITEBANS_TABLE_PREFIX },
    log: { info: () => undefined, warn: () => undefined },
    intervalMs: on.LITEBANS_SYNC_SECONDS * 1000,
    leaseMs: LEASE_MS,
    holder,
  });
}

describe("the LiteBans lease", () => {
  it("cannot be taken while it is live by an instance whose clock runs ahead", async () => {
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@a", LEASE_MS)).toBe(true);
    skewClock(2 * HOUR);
    const ahead = runner("server@ahead");
    try {
      // undefined: it did not get the lease, so it ran no pass.
      expect(await ahead.runOnce()).toBeUndefined();
    } finally {
      await ahead.stop({ release: false });
    }
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@ahead", LEASE_MS)).toBe(false);
    expect((await readLease(t.db, repo.LITEBANS_LEASE)).holder).toBe("server@a");
    // Its status, too, still names the holder.
    expect(await litebansSyncStatus(t.db, on)).toMatchObject({ state: "importing", holder: "server@a" });
  });

  it("is taken once it lapsed by an instance whose clock runs behind, for a lease's length of true time", async () => {
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@a", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const trueNow = Date.now();
    skewClock(-2 * HOUR);
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@behind", LEASE_MS)).toBe(true);
    // Its expiry is a minute after the database's now, not after its own clock's (past for the others).
    const expiresIn = Date.parse((await readLease(t.db, repo.LITEBANS_LEASE)).expires_at ?? "") - trueNow;
    expect(expiresIn).toBeGreaterThan(LEASE_MS - 10_000);
    expect(expiresIn).toBeLessThan(LEASE_MS + 10_000);
    vi.useRealTimers();
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@a", LEASE_MS)).toBe(false);
    // Renewed by its holder, by the database's clock again.
    skewClock(-2 * HOUR);
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@behind", LEASE_MS)).toBe(true);
  });
});
