import type { Db } from "../../db/database";
import { RANK_BADGE_COLUMNS, topRankId } from "../ranks/rank-badge.service";

// Profiles live on the users table (see the foundation migration); this feature owns these columns'
// reads and writes, and the password change.

const PROFILE_COLUMNS = [
  "users.id",
  "users.username",
  "users.profile_img",
  "users.minecraft_username",
  "users.discord_username",
  "users.about_me",
  "users.date_joined",
] as const;

/** A profile with its highest rank's badge (issue 30), in the same query. */
const profileQuery = (db: Db) =>
  db
    .selectFrom("users")
    .leftJoin("groups as rank", (join) => join.on("rank.id", "=", topRankId("users.id")))
    .select(PROFILE_COLUMNS)
    .select(RANK_BADGE_COLUMNS);

export interface ProfileChanges {
  profile_img?: string | null;
  minecraft_username?: string;
  discord_username?: string;
  about_me?: string;
}

export async function findProfileById(db: Db, id: number) {
  return profileQuery(db).where("users.id", "=", id).where("users.is_active", "=", 1).executeTakeFirst();
}

/** Case-insensitive, through the lower-cased unique key. */
export async function findProfileByUsername(db: Db, username: string) {
  return profileQuery(db)
    .where("users.username_key", "=", username.trim().toLowerCase())
    .where("users.is_active", "=", 1)
    .executeTakeFirst();
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export async function updateProfile(db: Db, userId: number, changes: ProfileChanges) {
  if (Object.keys(changes).length === 0) return;
  await db.updateTable("users").set(changes).where("id", "=", userId).execute();
}

export async function findCredentials(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "username", "email", "password_hash"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
}
