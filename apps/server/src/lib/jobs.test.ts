import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { secondInstanceOf } from "../../test/second-instance";
import { holdLease } from "./leases";

// The job runner as the app uses it: every background job registered in one place (src/jobs.ts),
// started when the app is ready, and waited for when it closes; with a lease, of several instances
// only one runs a job.

const HOUR = 3_600_000;
const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0).reverse()) await database.drop();
});

/** A promise and the function that resolves it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function site(): Promise<{ first: TestApp; database: TestDatabase }> {
  const database = await createTestDatabase();
  databases.push(database);
  return { first: await createTestApp({}, { database }), database };
}

describe("the job runner", () => {
  it("registers every background job of the server in one place", async () => {
    const { first } = await site();
    try {
      const postgres = first.app.database.dialect === "postgres";
      expect(first.app.jobs.names).toEqual([
        "session sweep",
        "bot check sweep",
        "second steps sweep",
        "passkey challenges sweep",
        "link codes sweep",
        "accounts sweep",
        "discord outbox sweep",
        "announcement pictures sweep",
        "downloads sweep",
        "patching sweep",
        ...(postgres ? ["punishment counters fold"] : []),
        "discord outbox",
      ]);
    } finally {
      await first.close();
    }
  });

  it("lets a closing app wait for a running job, whose write lands before the close ends", async () => {
    const { first, database } = await site();
    const started = gate();
    const finish = gate();
    await first.app.jobs.add({
      name: "slow job",
      everyMs: HOUR,
      atStart: "in-background",
      run: async ({ signal }) => {
        started.open();
        await finish.opened;
        await database.handle.db
          .insertInto("settings")
          .values({ key: "slow job", value: String(signal.aborted) })
          .execute();
      },
    });
    await started.opened;
    let closed = false;
    const closing = first.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    finish.open();
    await closing;
    // The job was told the app is stopping, and its write is there.
    const row = await database.handle.db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "slow job")
      .executeTakeFirst();
    expect(row?.value).toBe("true");
  });

  it("does not start a job again while its last run is still going, nor after the app closed", async () => {
    const { first } = await site();
    const finish = gate();
    let runs = 0;
    await first.app.jobs.add({
      name: "counted job",
      everyMs: HOUR,
      run: async () => {
        runs += 1;
        await finish.opened;
      },
    });
    const one = first.app.jobs.runNow("counted job");
    const two = first.app.jobs.runNow("counted job");
    finish.open();
    await Promise.all([one, two]);
    expect(runs).toBe(1);
    await first.close();
    await first.app.jobs.runNow("counted job");
    expect(runs).toBe(1);
  });

  it("runs a leased job on one of two instances of the site at a time", async () => {
    const { first, database } = await site();
    const secondDatabase = secondInstanceOf(database);
    databases.push(secondDatabase);
    const second = await createTestApp({}, { database: secondDatabase });
    const ran: string[] = [];
    const finish = gate();
    for (const [instance, t] of [
      ["first", first],
      ["second", second],
    ] as const) {
      await t.app.jobs.add({
        name: "one at a time",
        everyMs: HOUR,
        run: async () => {
          const lease = await holdLease(t.db, "one at a time", instance, { leaseMs: 60_000, renewMs: 20_000 });
          if (!lease) return;
          try {
            ran.push(instance);
            await finish.opened;
          } finally {
            await lease.release();
          }
        },
      });
    }
    try {
      const runs = [first.app.jobs.runNow("one at a time"), second.app.jobs.runNow("one at a time")];
      await new Promise((resolve) => setTimeout(resolve, 200));
      finish.open();
      await Promise.all(runs);
      expect(ran).toHaveLength(1);
      // Let go at the end of its run: the other instance takes it the next time.
      const next = ran[0] === "first" ? second : first;
      await next.app.jobs.runNow("one at a time");
      expect(ran).toHaveLength(2);
      expect(new Set(ran).size).toBe(2);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
