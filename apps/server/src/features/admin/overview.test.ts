import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { recordBackup } from "../backups/backups.repository";
import { writeStatus as saveLitebansStatus } from "../litebans/litebans.repository";
import { overview } from "./overview.service";

// The overview tells the owner when the last backup was taken and whether it is overdue (issue 16).

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  // No schedule in the app itself (it would take a backup of its own at start); the figure is asked
  // for with a 12-hour schedule below.
  t = await createTestApp();
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
});
afterAll(() => t.close());

const backupOf = async () => (await overview(t.app.database, { ...t.app.config, BACKUP_EVERY_HOURS: 12 })).backup;

describe("the overview's backup figure", () => {
  it("says none was taken, and that this is overdue while a schedule is set", async () => {
    expect(await backupOf()).toEqual({ last: null, every_hours: 12, overdue: true });
  });

  it("is never overdue without a schedule", async () => {
    expect((await owner.get("/admin/api/overview/")).json().backup).toEqual({
      last: null,
      every_hours: null,
      overdue: false,
    });
  });

  it("shows the newest backup, overdue once it is older than twice the schedule", async () => {
    const record = (hoursAgo: number, size: number) =>
      recordBackup(t.db, {
        file_name: `bastion-backup-${hoursAgo}.tar.gz`,
        directory: "/backups",
        created_at: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
        size_bytes: size,
        kind: "scheduled",
        dialect: "sqlite",
      });
    await record(30, 1000);
    expect(await backupOf()).toMatchObject({ last: { size_bytes: 1000, kind: "scheduled" }, overdue: true });
    await record(2, 2048);
    expect(await backupOf()).toMatchObject({ last: { size_bytes: 2048 }, every_hours: 12, overdue: false });
  });
});

describe("the overview's LiteBans figure", () => {
  it("is off while LITEBANS_DATABASE_URL is unset", async () => {
    expect((await owner.get("/admin/api/overview/")).json().litebans).toEqual({
      state: "off",
      last_success_at: null,
      lag_seconds: null,
      last_error: null,
      failing_since: null,
    });
  });

  it("shows a failing sync with its error, and the lag since the last pass that worked", async () => {
    const config = { ...t.app.config, LITEBANS_DATABASE_URL: "mysql://bastion@127.0.0.1:9/litebans" };
    const lastSuccess = new Date(Date.now() - 90_000).toISOString();
    await saveLitebansStatus(t.db, {
      last_success_at: lastSuccess,
      first_import_done_at: lastSuccess,
      last_error: "connect ECONNREFUSED 127.0.0.1:9",
      last_error_at: new Date().toISOString(),
      failing_since: new Date(Date.now() - 30_000).toISOString(),
    });
    const figure = (await overview(t.app.database, config)).litebans;
    expect(figure).toMatchObject({
      state: "failing",
      last_success_at: lastSuccess,
      last_error: "connect ECONNREFUSED 127.0.0.1:9",
    });
    expect(figure.lag_seconds).toBeGreaterThanOrEqual(89);
  });
});
