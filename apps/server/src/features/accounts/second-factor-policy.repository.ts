import type { Db } from "../../db/database";

/** The settings row holding the groups that must have a second factor, as a JSON array of names. */
const POLICY_KEY = "second_factor_groups";

/** The stored list, or undefined while the owner has never chosen (the defaults apply). */
export async function storedPolicyGroups(db: Db): Promise<string[] | undefined> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", POLICY_KEY).executeTakeFirst();
  if (!row) return undefined;
  const parsed: unknown = JSON.parse(row.value);
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === "string") : undefined;
}

export async function savePolicyGroups(db: Db, groups: string[]) {
  const value = JSON.stringify(groups);
  await db
    .insertInto("settings")
    .values({ key: POLICY_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** Every group of the site with its description, by name. */
export const listGroupChoices = (db: Db) =>
  db.selectFrom("groups").select(["name", "description"]).orderBy("name").execute();
