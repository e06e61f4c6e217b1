import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "kysely";
import type { Db } from "../db/database";
import { databaseTime } from "../db/database-clock";

// The one lease module (docs/decisions/018-one-lease-one-job-runner.md): named leases in the
// database, so that instances sharing it agree on who does what: one holder per name, until its lease
// runs out (a killed instance's lease lapses on its own). The scheduled backup, the LiteBans sync and
// a reader's zips use it; expiry is always set and judged by the database's clock.

/** A holder's name: what it is, and on which machine and process, so a status line says who holds a lease. */
export const newHolder = (kind = "server") => `${kind}@${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Takes the lease `name` for `holder` for `leaseMs` if nobody holds it (or the holder's lease has
 * run out, e.g. a killed instance): one atomic upsert, so of instances asking at once one gets it.
 * Expiry is set and judged by the database's clock, which every instance shares (their own may differ).
 */
export async function takeLease(db: Db, name: string, holder: string, leaseMs: number) {
  const row = await db
    .insertInto("maintenance_leases")
    .values({ name, holder, expires_at: databaseTime(db, leaseMs) })
    .onConflict((oc) =>
      oc
        .column("name")
        .doUpdateSet({ holder, expires_at: databaseTime(db, leaseMs) })
        .where((eb) =>
          eb.or([
            eb("maintenance_leases.expires_at", "<=", databaseTime(db)),
            eb("maintenance_leases.holder", "=", holder),
          ]),
        ),
    )
    .returning("holder")
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Lets the lease go at once (a clean stop), so another instance need not wait for it to lapse. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.deleteFrom("maintenance_leases").where("name", "=", name).where("holder", "=", holder).execute();
}

export interface LeaseState {
  /** The last holder, while its row is there (a released lease has none). */
  holder: string | null;
  expires_at: string | null;
  /** The holder while the lease is live by the database's clock; null once it lapsed. */
  live_holder: string | null;
}

/** Who holds the lease `name`, judged by the database's clock. */
export async function readLease(db: Db, name: string): Promise<LeaseState> {
  const row = await db
    .selectFrom("maintenance_leases")
    .select([
      "holder",
      "expires_at",
      sql<string | null>`CASE WHEN expires_at > ${databaseTime(db)} THEN holder END`.as("live_holder"),
    ])
    .where("name", "=", name)
    .executeTakeFirst();
  return row ?? { holder: null, expires_at: null, live_holder: null };
}

export interface HeldLease {
  /** Stops renewing and gives the lease back. */
  release(): Promise<void>;
}

/**
 * Takes a lease and renews it every `renewMs` until released, so it runs out only when its holder
 * has died; null when another holds it.
 */
export async function holdLease(
  db: Db,
  name: string,
  holder: string,
  timing: { leaseMs: number; renewMs: number },
): Promise<HeldLease | null> {
  if (!(await takeLease(db, name, holder, timing.leaseMs))) return null;
  const renew = setInterval(() => {
    takeLease(db, name, holder, timing.leaseMs).catch(() => undefined);
  }, timing.renewMs);
  renew.unref();
  return {
    async release() {
      clearInterval(renew);
      await releaseLease(db, name, holder);
    },
  };
}
