import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { recordBackup } from "../backups/backups.repository";
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

const backupOf = async () => (await overview(t.app.database, 12)).backup;

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
