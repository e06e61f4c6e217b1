import { randomBytes } from "node:crypto";
import { type AnyDb, flag, withId } from "./helpers";

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .execute();
  // A secret shared by every app instance (CSRF token signing), kept in the database, not in memory.
  await db
    .insertInto("settings")
    .values({ key: "app_secret", value: randomBytes(32).toString("base64url") })
    .execute();

  await withId(db, db.schema.createTable("users"))
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("username_key", "text", (col) => col.notNull().unique())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("email_key", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("is_verified", "integer", flag(0))
    .addColumn("is_active", "integer", flag(1))
    .addColumn("profile_img", "text")
    .addColumn("minecraft_username", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("discord_username", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("about_me", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("date_joined", "text", (col) => col.notNull())
    .addColumn("last_login", "text")
    .execute();

  await withId(db, db.schema.createTable("groups"))
    .addColumn("name", "text", (col) => col.notNull().unique())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db
    .insertInto("groups")
    .values([
      { name: "owner", description: "Passes every group and permission check." },
      { name: "administrators", description: "Reviews appeals." },
      { name: "downloads", description: "Sees the downloads area." },
      { name: "patching", description: "Sees the server patching area." },
    ])
    .execute();

  await db.schema
    .createTable("user_groups")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (col) => col.notNull().references("groups.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("user_groups_pk", ["user_id", "group_id"])
    .execute();
  await db.schema.createIndex("user_groups_group_idx").on("user_groups").column("group_id").execute();

  await db.schema
    .createTable("user_permissions")
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("permission", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("user_permissions_pk", ["user_id", "permission"])
    .execute();

  await db.schema
    .createTable("group_permissions")
    .addColumn("group_id", "integer", (col) => col.notNull().references("groups.id").onDelete("cascade"))
    .addColumn("permission", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("group_permissions_pk", ["group_id", "permission"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id_hash", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("last_seen_at", "text", (col) => col.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    "sessions",
    "group_permissions",
    "user_permissions",
    "user_groups",
    "groups",
    "users",
    "settings",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
