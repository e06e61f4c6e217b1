import type { Db } from "../../db/database";

// Profiles live on the users table (see the foundation migration); this feature owns these columns'
// reads and writes, and the password change.

const PROFILE_COLUMNS = [
  "id",
  "username",
  "profile_img",
  "minecraft_username",
  "discord_username",
  "about_me",
  "date_joined",
] as const;

export interface ProfileChanges {
  profile_img?: string | null;
  minecraft_username?: string;
  discord_username?: string;
  about_me?: string;
}

export async function findProfileById(db: Db, id: number) {
  return db
    .selectFrom("users")
    .select(PROFILE_COLUMNS)
    .where("id", "=", id)
    .where("is_active", "=", 1)
    .executeTakeFirst();
}

/** Case-insensitive, through the lower-cased unique key. */
export async function findProfileByUsername(db: Db, username: string) {
  return db
    .selectFrom("users")
    .select(PROFILE_COLUMNS)
    .where("username_key", "=", username.trim().toLowerCase())
    .where("is_active", "=", 1)
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
