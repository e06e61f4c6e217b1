import { acceptChangedMigrations, migrateToLatest } from "../../db/migrate";
import type { Command } from "../command";

export const migrate: Command = {
  name: "migrate",
  usage: "migrate [--accept-changed]",
  summary:
    "Bring the database schema up to date. --accept-changed first accepts applied migrations whose file was edited on purpose.",
  options: { "accept-changed": { type: "boolean" } },
  database: "as-is",
  async run({ db, dialect, print }, values) {
    if (values["accept-changed"]) {
      const accepted = await acceptChangedMigrations(db);
      print(
        accepted.length === 0 ? "No applied migration was changed." : `Accepted the edited ${accepted.join(", ")}.`,
      );
    }
    const applied = await migrateToLatest(db);
    print(applied.length === 0 ? `Database (${dialect}) is up to date.` : `Applied: ${applied.join(", ")}`);
  },
};
