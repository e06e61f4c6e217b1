import { createAccount } from "../../features/accounts/accounts.service";
import { accountsBesidesOwners } from "../../features/accounts/setup.service";
import { CLI_ACTOR } from "../../features/audit/audit.service";
import {
  countPunishments,
  describeSave,
  savePunishments,
  validatePunishmentRows,
} from "../../features/punishments/punishments.service";
import { HttpError } from "../../lib/errors";
import { randomToken } from "../../lib/tokens";
import { CliError, type Command } from "../command";
import { DEMO_USERS, demoPunishments } from "../demo/demo-community";

export const seedDemo: Command = {
  name: "seed-demo",
  usage: "seed-demo [--force]",
  summary:
    "Fill a new site (no punishments, no accounts but its owners) with a demo community (users and a few hundred punishments).",
  options: { force: { type: "boolean" } },
  async run({ db, print }, values) {
    // The owner made with the setup link does not make a site old: the demo fills in around them.
    const users = await accountsBesidesOwners(db);
    const punishments = await countPunishments(db);
    if ((users > 0 || punishments > 0) && values.force !== true) {
      throw new CliError(
        `This database already has data (${users} ${users === 1 ? "user" : "users"} besides its owners, ${punishments} punishments): seed-demo is for a new site. ` +
          "Run it with --force to add the demo community anyway.",
      );
    }

    const { records, problems } = validatePunishmentRows(demoPunishments());
    if (problems.length > 0) throw new Error(`Demo data is invalid: ${JSON.stringify(problems.slice(0, 3))}`);

    // One password for every demo account, new each run and shown once: demo logins, never a known default.
    const password = randomToken(12);
    const created: string[] = [];
    for (const user of DEMO_USERS) {
      try {
        await createAccount(db, {
          username: user.username,
          email: `${user.username.toLowerCase().replaceAll("_", ".")}@example.org`,
          password,
          verified: true,
          groups: user.groups,
          createdBy: CLI_ACTOR,
        });
        created.push(user.groups.length > 0 ? `${user.username} (${user.groups.join(", ")})` : user.username);
      } catch (error) {
        // --force on a site that already has this demo user: keep theirs.
        if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
      }
    }
    if (created.length > 0) {
      print(`Created ${created.length} demo users: ${created.join(", ")}.`);
      print(`Their password (shown once): ${password}`);
    } else {
      print("The demo users already exist; they were left as they are.");
    }
    print(describeSave(await savePunishments(db, records)));
  },
};
