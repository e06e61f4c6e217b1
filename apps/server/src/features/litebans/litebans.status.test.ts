import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app";
import { takeLease } from "../../lib/leases";
import * as repo from "./litebans.repository";
import { litebansSyncStatus } from "./litebans.service";

// The status the owner console's overview shows, from Bastion's database alone (no MariaDB here).

let t: TestApp;
const on = {
  LITEBANS_DATABASE_URL: "mysql://u:p@127.0.0.1:1/litebans",
  LITEBANS_TABLE_PREFIX: "litebans_",
  LITEBANS_SYNC_SECONDS: 15,
  litebansTls: "off" as const,
};
const now = Date.parse("2026-11-25T12:00:00.000Z");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the LiteBans sync's status", () => {
  it("is off without LITEBANS_DATABASE_URL, and waiting until a pass has run", async () => {
    expect(await litebansSyncStatus(t.db, { ...on, LITEBANS_DATABASE_URL: undefined }, now)).toMatchObject({
      state: "off",
      last_success_at: null,
      lag_seconds: null,
      holder: null,
    });
    expect((await litebansSyncStatus(t.db, on, now)).state).toBe("waiting");
  });

  it("says importing while an instance holds the lease before the first import finished", async () => {
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@a", 60_000)).toBe(true);
    // Another instance cannot take a lease that has not expired; it can once it has.
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@b", 60_000)).toBe(false);
    expect(await litebansSyncStatus(t.db, on, now)).toMatchObject({ state: "importing", holder: "server@a" });
    await t.db.updateTable("maintenance_leases").set({ expires_at: "2000-01-01T00:00:00.000Z" }).execute();
    expect(await litebansSyncStatus(t.db, on, now)).toMatchObject({ state: "waiting", holder: null });
    expect(await takeLease(t.db, repo.LITEBANS_LEASE, "server@b", 60_000)).toBe(true);
  });

  it("is ok after the first import, with the lag since the last success, and failing while it fails", async () => {
    await repo.writeStatus(t.db, {
      first_import_done_at: "2026-11-25T11:00:00.000Z",
      last_success_at: "2026-11-25T11:59:48.000Z",
    });
    expect(await litebansSyncStatus(t.db, on, now)).toMatchObject({ state: "ok", lag_seconds: 12 });
    await repo.writeStatus(t.db, {
      last_error: "LiteBans' database is unreachable (ECONNREFUSED)",
      last_error_at: "2026-11-25T11:59:59.000Z",
      failing_since: "2026-11-25T11:59:50.000Z",
    });
    expect(await litebansSyncStatus(t.db, on, now)).toMatchObject({
      state: "failing",
      last_error: "LiteBans' database is unreachable (ECONNREFUSED)",
      failing_since: "2026-11-25T11:59:50.000Z",
    });
  });
});
