import { type AnyDb, flag, withId } from "./helpers";

// Issue 29: passkeys (WebAuthn). An account's credentials (the public key only: the private key
// never leaves the person's device), and the challenges of ceremonies under way, in the database so
// that any instance behind the proxy can finish what another started.

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable("passkeys"))
    .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
    // base64url, as the browser names it; a credential belongs to one account only.
    .addColumn("credential_id", "text", (col) => col.notNull().unique())
    // The COSE public key, base64url (text: the same type from both drivers).
    .addColumn("public_key", "text", (col) => col.notNull())
    // The authenticator's signature counter (an unsigned 32-bit number: bigint on PostgreSQL).
    .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
    // JSON list of how the browser may reach it: internal, hybrid, usb, nfc, ble.
    .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
    // singleDevice or multiDevice (synced by a password manager or a phone's keychain).
    .addColumn("device_type", "text", (col) => col.notNull())
    .addColumn("backed_up", "integer", flag(0))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .execute();
  await db.schema.createIndex("passkeys_user_idx").on("passkeys").column("user_id").execute();

  await db.schema
    .createTable("passkey_challenges")
    // The random challenge itself (base64url): it travels to the browser in the open anyway, and
    // is signed back; finishing deletes its row, so it works once.
    .addColumn("challenge", "text", (col) => col.primaryKey())
    // register, sign_in or second_step: a challenge made for one ceremony is refused by the others.
    .addColumn("purpose", "text", (col) => col.notNull())
    // The account it was made for (none for a sign-in with a passkey alone).
    .addColumn("user_id", "integer", (col) => col.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("passkey_challenges_expires_idx").on("passkey_challenges").column("expires_at").execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable("passkey_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
}
