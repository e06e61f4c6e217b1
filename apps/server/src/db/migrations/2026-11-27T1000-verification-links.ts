import { sql } from "kysely";
import { type AnyDb, isPostgres, withId } from "./helpers";

// Issue 27.1: every verification link e-mailed to an account works until it expires (or the account
// is verified), so a sign-in that mails a new link no longer voids the one the player is about to
// open. The links get their own table, several per account, each with its own expiry (tokens are
// stored hashed, so a link cannot be re-sent unchanged). The pending verification keeps its pin only.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("email_verification_links"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  // An account's newest link (how long ago a mail went), and the sweep of expired ones.
  await db.schema
    .createIndex("email_verification_links_user_idx")
    .on("email_verification_links")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("email_verification_links_expires_idx")
    .on("email_verification_links")
    .column("expires_at")
    .execute();

  // The link each pending verification holds today keeps working until its own expiry.
  await sql`
    insert into email_verification_links (user_id, token_hash, created_at, expires_at)
    select user_id, token_hash, created_at, expires_at from email_verifications`.execute(db);

  if (isPostgres(db)) {
    await db.schema.alterTable("email_verifications").dropColumn("token_hash").execute();
    await db.schema.alterTable("email_verifications").dropColumn("expires_at").execute();
    return;
  }
  // SQLite cannot drop a UNIQUE column: the table is made again without it (nothing refers to it).
  await withId(db, db.schema.createTable("email_verifications_next"))
    .addColumn("user_id", "integer", (col) => col.notNull().unique().references("users.id").onDelete("cascade"))
    .addColumn("pin_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await sql`
    insert into email_verifications_next (id, user_id, pin_hash, created_at)
    select id, user_id, pin_hash, created_at from email_verifications`.execute(db);
  await db.schema.dropTable("email_verifications").execute();
  await db.schema.alterTable("email_verifications_next").renameTo("email_verifications").execute();
}

/** Back to one link per pending verification: each keeps its newest link. */
export async function down(db: AnyDb): Promise<void> {
  const newest = (column: string) => sql`(
    select ${sql.ref(`l.${column}`)} from email_verification_links l
    where l.user_id = email_verifications.user_id order by l.created_at desc, l.id desc limit 1)`;
  await db.schema.alterTable("email_verifications").addColumn("token_hash", "text").execute();
  await db.schema.alterTable("email_verifications").addColumn("expires_at", "text").execute();
  await sql`update email_verifications set token_hash = ${newest("token_hash")}, expires_at = ${newest("expires_at")}`.execute(
    db,
  );
  // A pending verification without a live link gets one that matches no token and has expired.
  await sql`update email_verifications set token_hash = 'none:' || id, expires_at = created_at where token_hash is null`.execute(
    db,
  );
  await db.schema.dropTable("email_verification_links").execute();
}
