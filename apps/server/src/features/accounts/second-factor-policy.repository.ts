import type { Db } from "../../db/database";
import { readSettingsRow, writeSettingsRow } from "../../db/settings-rows";

/** The settings row holding the groups that must have a second factor, as a JSON array of names. */
const POLICY_KEY = "second_factor_groups";

/** The stored list, or undefined while the owner has never chosen (the defaults apply). */
export async function storedPolicyGroups(db: Db): Promise<string[] | undefined> {
  const stored = await readSettingsRow(db, POLICY_KEY);
  return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === "string") : undefined;
}

export const savePolicyGroups = (db: Db, groups: string[]) => writeSettingsRow(db, POLICY_KEY, groups);

/** Every group of the site with its description, by name. */
export const listGroupChoices = (db: Db) =>
  db.selectFrom("groups").select(["name", "description"]).orderBy("name").execute();
