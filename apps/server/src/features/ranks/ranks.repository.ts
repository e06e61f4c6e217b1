import { sql } from "kysely";
import type { Db } from "../../db/database";

// Ranks (issue 30, docs/decisions/032): the only Kysely place for groups as ranks, their badges in
// other features' queries, and the staff page.

export interface RankValues {
  name: string;
  description: string;
  colour: string | null;
  badge: string | null;
  is_staff: boolean;
}

const RANK_COLUMNS = [
  "g.id",
  "g.name",
  "g.description",
  "g.colour",
  "g.badge",
  "g.position",
  "g.is_staff",
  "g.built_in",
] as const;

/** Every group, highest rank first (groups_rank_idx), with its member count. */
export async function listRanks(db: Db) {
  return db
    .selectFrom("groups as g")
    .select(RANK_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom("user_groups as ug")
        .select((inner) => inner.fn.countAll<number | string>().as("n"))
        .whereRef("ug.group_id", "=", "g.id")
        .as("members"),
    )
    .orderBy("g.position")
    .orderBy("g.id")
    .execute();
}
export type RankRow = Awaited<ReturnType<typeof listRanks>>[number];

export async function findRank(db: Db, id: number): Promise<RankRow | undefined> {
  const rows = await listRanks(db);
  return rows.find((row) => row.id === id);
}

/** Every group's permissions, as pairs (a handful of rows: the groups are few). */
export const listGroupPermissions = (db: Db) =>
  db.selectFrom("group_permissions").select(["group_id", "permission"]).orderBy("permission").execute();

/** The group with this name whatever its letter case (groups_name_key_idx), other than `exceptId`. */
export async function findByNameKey(db: Db, name: string, exceptId?: number) {
  let query = db.selectFrom("groups").select(["id", "name"]).where(sql<string>`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return query.executeTakeFirst();
}

export const countGroups = async (db: Db) =>
  Number(
    (
      await db
        .selectFrom("groups")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function insertRank(db: Db, values: RankValues): Promise<number> {
  const last = await db
    .selectFrom("groups")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  const position = Number(last?.last ?? -1) + 1;
  const row = await db
    .insertInto("groups")
    .values({ ...values, is_staff: values.is_staff ? 1 : 0, position, built_in: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRank(db: Db, id: number, values: RankValues) {
  await db
    .updateTable("groups")
    .set({ ...values, is_staff: values.is_staff ? 1 : 0 })
    .where("id", "=", id)
    .execute();
}

export async function setPermissions(db: Db, groupId: number, permissions: readonly string[]) {
  await db.deleteFrom("group_permissions").where("group_id", "=", groupId).execute();
  if (permissions.length === 0) return;
  await db
    .insertInto("group_permissions")
    .values(permissions.map((permission) => ({ group_id: groupId, permission })))
    .execute();
}

/** Deletes the group; its memberships, permissions and page restrictions go with it (cascades). */
export async function deleteRank(db: Db, id: number) {
  // Said outright rather than left to the foreign keys (SQLite enforces them only when asked).
  await db.deleteFrom("user_groups").where("group_id", "=", id).execute();
  await db.deleteFrom("group_permissions").where("group_id", "=", id).execute();
  await db.deleteFrom("groups").where("id", "=", id).execute();
}

export async function setPosition(db: Db, id: number, position: number) {
  await db.updateTable("groups").set({ position }).where("id", "=", id).execute();
}

/**
 * The id of a member's highest rank that shows a badge (a colour or a badge text), for the page's own
 * query: `.leftJoin("groups as rank", (join) => join.on("rank.id", "=", topRankId("c.author_id")))`,
 * then `.select(RANK_BADGE_COLUMNS)`. One indexed look-up per row (user_groups_pk, then the groups by
 * id), inside the page's query: no query per comment.
 */
export const topRankId = (userIdRef: string) =>
  sql<number>`(select rank_g.id from user_groups rank_ug inner join groups rank_g on rank_g.id = rank_ug.group_id where rank_ug.user_id = ${sql.ref(userIdRef)} and (rank_g.colour is not null or rank_g.badge is not null) order by rank_g.position, rank_g.id limit 1)`;

/** The badge's columns of the joined `rank` group (null when the member has none). */
export const RANK_BADGE_COLUMNS = [
  "rank.name as rank_name",
  "rank.badge as rank_badge",
  "rank.colour as rank_colour",
] as const;

/** Staff members, each once under their highest staff group, in rank order then by name. */
export async function listStaff(db: Db, limit: number) {
  const rows = await db
    .selectFrom("groups as g")
    .innerJoin("user_groups as ug", "ug.group_id", "g.id")
    .innerJoin("users as u", "u.id", "ug.user_id")
    .select(["g.id as group_id", "g.name", "g.badge", "g.colour", "u.username", "u.profile_img"])
    .where("g.is_staff", "=", 1)
    .where("u.is_active", "=", 1)
    .where((eb) =>
      eb(
        "g.id",
        "=",
        eb
          .selectFrom("user_groups as top_ug")
          .innerJoin("groups as top_g", "top_g.id", "top_ug.group_id")
          .select("top_g.id")
          .whereRef("top_ug.user_id", "=", "u.id")
          .where("top_g.is_staff", "=", 1)
          .orderBy("top_g.position")
          .orderBy("top_g.id")
          .limit(1),
      ),
    )
    .orderBy("g.position")
    .orderBy("g.id")
    .orderBy("u.username_key")
    .limit(limit + 1)
    .execute();
  return rows;
}

/** Everyone in a staff group (for the page's "and N more"). */
export async function countStaff(db: Db) {
  const row = await db
    .selectFrom("user_groups as ug")
    .innerJoin("groups as g", "g.id", "ug.group_id")
    .innerJoin("users as u", "u.id", "ug.user_id")
    .select((eb) => eb.fn.count<number | string>("u.id").distinct().as("n"))
    .where("g.is_staff", "=", 1)
    .where("u.is_active", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One member's badge columns (a freshly posted comment's answer). */
export async function findRankBadge(db: Db, userId: number) {
  const row = await db
    .selectFrom("users")
    .leftJoin("groups as rank", (join) => join.on("rank.id", "=", topRankId("users.id")))
    .select(RANK_BADGE_COLUMNS)
    .where("users.id", "=", userId)
    .executeTakeFirst();
  return row ?? { rank_name: null, rank_badge: null, rank_colour: null };
}
