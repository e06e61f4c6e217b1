import { migrateToLatest } from "../../db/migrate";
import type { Command } from "../command";

export const migrate: Command = {
  name: "migrate",
  usage: "migrate",
  summary: "Bring the database schema up to date.",
  options: {},
  async run({ db, dialect, print }) {
    const applied = await migrateToLatest(db);
    print(applied.length === 0 ? `Database (${dialect}) is up to date.` : `Applied: ${applied.join(", ")}`);
  },
};
