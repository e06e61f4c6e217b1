import type { Locale } from "@bastion/shared";
import type { Db } from "../../db/database";

export async function saveAccountLocale(db: Db, userId: number, locale: Locale | null) {
  await db.updateTable("users").set({ locale }).where("id", "=", userId).execute();
}

/** The stored languages of accounts by id (a mail's recipients). */
export async function accountLocales(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom("users").select(["id", "locale"]).where("id", "in", userIds).execute();
}

/** The stored language of the account with this e-mail address, if one has it. */
export async function localeOfEmail(db: Db, emailKey: string) {
  const row = await db.selectFrom("users").select("locale").where("email_key", "=", emailKey).executeTakeFirst();
  return row?.locale ?? null;
}
