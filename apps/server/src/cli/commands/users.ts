import * as accounts from "../../features/accounts/accounts.service";
import { HttpError } from "../../lib/errors";
import { CliError, type Command, list, required } from "../command";

function explain(error: unknown): never {
  if (error instanceof HttpError) {
    const details = Object.entries(error.errors ?? {}).map(([field, messages]) => `  ${field}: ${messages.join(" ")}`);
    throw new CliError([error.message, ...details].join("\n"));
  }
  throw error;
}

export const createUser: Command = {
  name: "create-user",
  usage: "create-user --username U --email E --password P [--groups a,b] [--permissions x,y]",
  summary: "Create a verified account.",
  options: {
    username: { type: "string" },
    email: { type: "string" },
    password: { type: "string" },
    groups: { type: "string" },
    permissions: { type: "string" },
  },
  async run({ db, print }, values) {
    const username = required(values, "username");
    await accounts
      .createAccount(db, {
        username,
        email: required(values, "email"),
        password: required(values, "password"),
        verified: true,
        groups: list(values.groups),
        permissions: list(values.permissions),
      })
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
      const access = await accounts.changeAccessByUsername(db, username, { groups, permissions }, mode).catch(explain);
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
