import { sql } from "kysely";
import { type AnyDb, flag } from "./helpers";

// Ranks (issue 30, docs/decisions/032): a group gains how it shows (a colour, a badge's text), where
// it ranks (position: lower is higher), whether its members are listed on the staff page, and whether
// it is one of the spec's four groups, which stay. Defaults: owner and administrators are staff and
// wear a badge; downloads and patching wear none (a plain access group shows no rank).

const BUILT_INS = [
  { name: "owner", position: 0, colour: "#e5484d", badge: "Owner", staff: 1 },
  { name: "administrators", position: 1, colour: "#3e63dd", badge: "Administrator", staff: 1 },
  { name: "downloads", position: 2, colour: null, badge: null, staff: 0 },
  { name: "patching", position: 3, colour: null, badge: null, staff: 0 },
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable("groups").addColumn("colour", "text").execute();
  await db.schema.alterTable("groups").addColumn("badge", "text").execute();
  await db.schema
    .alterTable("groups")
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("groups").addColumn("is_staff", "integer", flag(0)).execute();
  await db.schema.alterTable("groups").addColumn("built_in", "integer", flag(0)).execute();

  for (const group of BUILT_INS) {
    await db
      .updateTable("groups")
      .set({ position: group.position, colour: group.colour, badge: group.badge, is_staff: group.staff, built_in: 1 })
      .where("name", "=", group.name)
      .execute();
  }
  // Any other group made before ranks existed ranks below the built-ins, in the order it was made.
  const others = await db.selectFrom("groups").select("id").where("built_in", "=", 0).orderBy("id").execute();
  let position = BUILT_INS.length;
  for (const row of others as { id: number }[]) {
    await db.updateTable("groups").set({ position }).where("id", "=", row.id).execute();
    position += 1;
  }

  // Names are unique whatever their letter case.
  await db.schema.createIndex("groups_name_key_idx").on("groups").unique().expression(sql`lower(name)`).execute();
  // The console's list and every badge's "highest rank first" (position, then id).
  await db.schema.createIndex("groups_rank_idx").on("groups").columns(["position", "id"]).execute();
  // The staff page: the staff groups in rank order.
  await db.schema.createIndex("groups_staff_idx").on("groups").columns(["is_staff", "position", "id"]).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex("groups_staff_idx").execute();
  await db.schema.dropIndex("groups_rank_idx").execute();
  await db.schema.dropIndex("groups_name_key_idx").execute();
  for (const column of ["built_in", "is_staff", "position", "badge", "colour"]) {
    await db.schema.alterTable("groups").dropColumn(column).execute();
  }
}
