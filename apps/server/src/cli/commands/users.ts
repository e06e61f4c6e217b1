import * as accounts from "../../features/accounts/accounts.service";
import { CLI_ACTOR } from "../../features/audit/audit.service";
import { queueDiscordEvent } from "../../features/discord/discord-outbox.service";
import { HttpError } from "../../lib/errors";
import { type CliContext, CliError, type Command, list, required } from "../command";

function explain(error: unknown): never {
  if (error instanceof HttpError) {
    const details = Object.entries(error.errors ?? {}).map(([field, messages]) => `  ${field}: ${messages.join(" ")}`);
    throw new CliError([error.message, ...details].join("\n"));
  }
  throw error;
}

/**
 * The new account's password: --password-stdin reads it from standard input (one line), a terminal
 * is asked twice without echo, and --password (for scripts) is taken as it is.
 */
async function passwordFor({ input }: CliContext, values: Record<string, string | boolean | undefined>) {
  if (typeof values.password === "string") return required(values, "password");
  if (values["password-stdin"]) {
    const password = (await input.readStdin()).replace(/\r?\n$/, "");
    if (!password) throw new CliError("--password-stdin: standard input was empty.");
    return password;
  }
  if (!input.interactive) {
    throw new CliError(
      "Give the password with --password-stdin (or --password P), or run this in a terminal to be asked.",
    );
  }
  const password = await input.askHidden("Password: ");
  if ((await input.askHidden("Repeat the password: ")) !== password) throw new CliError("The passwords did not match.");
  return password;
}

export const createUser: Command = {
  name: "create-user",
  usage: "create-user --username U --email E [--password-stdin | --password P] [--groups a,b] [--permissions x,y]",
  summary:
    "Create a verified account. The password is asked for, or read with --password-stdin; --password P also works, but other users of the machine can see it (ps, shell history).",
  options: {
    username: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    "password-stdin": { type: "boolean" },
    groups: { type: "string" },
    permissions: { type: "string" },
  },
  async run(ctx, values) {
    const { db, print } = ctx;
    const username = required(values, "username");
    const email = required(values, "email");
    const password = await passwordFor(ctx, values);
    await accounts
      .createAccount(
        db,
        {
          username,
          email,
          password,
          verified: true,
          groups: list(values.groups),
          permissions: list(values.permissions),
          createdBy: CLI_ACTOR,
        },
        // Made verified, so a new member as one verified by e-mail is (issue 32), in the same transaction.
        (trx) => queueDiscordEvent(trx, { kind: "member_joined", username: username.trim() }),
      )
      .catch(explain);
    print(`Created user '${username}'.`);
  },
};

const accessOptions = {
  username: { type: "string" },
  groups: { type: "string" },
  permissions: { type: "string" },
} as const;

function accessCommand(mode: "grant" | "revoke"): Command {
  return {
    name: mode,
    usage: `${mode} --username U [--groups a,b] [--permissions x,y]`,
    summary: mode === "grant" ? "Add groups or permissions to a user." : "Remove groups or permissions from a user.",
    options: accessOptions,
    async run({ db, print }, values) {
      const username = required(values, "username");
      const groups = list(values.groups);
      const permissions = list(values.permissions);
      if (groups.length === 0 && permissions.length === 0) throw new CliError("Give --groups or --permissions.");
      const access = await accounts
        .changeAccessByUsername(db, username, { groups, permissions }, mode, CLI_ACTOR)
        .catch(explain);
      print(`${access.username}: groups [${access.groups.join(", ")}], permissions [${access.permissions.join(", ")}]`);
    },
  };
}

export const grant = accessCommand("grant");
export const revoke = accessCommand("revoke");

export const listUsers: Command = {
  name: "list-users",
  usage: "list-users",
  summary: "List every account with its groups.",
  options: {},
  async run({ db, print }) {
    const users = await accounts.listUsers(db);
    if (users.length === 0) {
      print("No users yet. Create one with: npm run manage -- create-user --username U --email E --password P");
      return;
    }
    for (const user of users) {
      const access = await accounts.findAccess(db, user.id);
      const state = user.is_active ? (user.is_verified ? "verified" : "unverified") : "disabled";
      print(`${user.id}\t${user.username}\t${user.email}\t${state}\t${access.groups.join(",") || "-"}`);
    }
  },
};
