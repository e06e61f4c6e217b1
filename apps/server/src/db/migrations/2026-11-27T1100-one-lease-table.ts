import type { AnyDb } from "./helpers";

// One lease table (issue 28.4, docs/decisions/018-one-lease-one-job-runner.md): the LiteBans sync
// takes its lease in maintenance_leases, named "litebans-sync", like every other lease. Safe across a
// rolling restart: the current holder and its expiry move over, so a new instance waits for it as
// before; and litebans_lease keeps one row whose holder never lapses, so an instance still running
// the old version can neither take nor renew the lease there: at its next renewal it stops its pass
// and stands by. The table goes in a later migration, once no version that reads it can be running.

const LITEBANS_LEASE = "litebans-sync";
const FENCE = "moved to maintenance_leases (litebans-sync)";
const NEVER = "9999-12-31T23:59:59.999Z";
const LONG_AGO = "1970-01-01T00:00:00.000Z";

export async function up(db: AnyDb): Promise<void> {
  await db
    .insertInto("maintenance_leases")
    .columns(["name", "holder", "expires_at"])
    .expression(
      db
        .selectFrom("litebans_lease")
        .select((eb) => [eb.val(LITEBANS_LEASE).as("name"), "holder", "expires_at"])
        .where("holder", "is not", null),
    )
    .execute();
  await db.updateTable("litebans_lease").set({ holder: FENCE, expires_at: NEVER }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  const lease = await db
    .selectFrom("maintenance_leases")
    .select(["holder", "expires_at"])
    .where("name", "=", LITEBANS_LEASE)
    .executeTakeFirst();
  await db
    .updateTable("litebans_lease")
    .set({ holder: lease?.holder ?? null, expires_at: lease?.expires_at ?? LONG_AGO })
    .execute();
  await db.deleteFrom("maintenance_leases").where("name", "=", LITEBANS_LEASE).execute();
}
