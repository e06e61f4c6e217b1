import { type ThemeChoice, themeChoiceSchema } from "@bastion/shared";
import type { Db } from "../../db/database";

/** The account's own theme, or null for the site's default (a value no longer known reads as null). */
export async function accountTheme(db: Db, userId: number): Promise<ThemeChoice | null> {
  const row = await db.selectFrom("users").select("theme").where("id", "=", userId).executeTakeFirst();
  const parsed = themeChoiceSchema.safeParse(row?.theme);
  return parsed.success ? parsed.data : null;
}

export async function saveAccountTheme(db: Db, userId: number, theme: ThemeChoice | null) {
  await db.updateTable("users").set({ theme }).where("id", "=", userId).execute();
}
