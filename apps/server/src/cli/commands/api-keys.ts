import { API_SCOPES, createApiKey, listApiKeys, revokeApiKey } from "../../features/api-keys/api-keys.service";
import { CLI_ACTOR } from "../../features/audit/audit.service";
import { findTargetNamed } from "../../features/patching/patching.service";
import { HttpError } from "../../lib/errors";
import { CliError, type Command, list, required } from "../command";

/** The service's refusals (bad scope, name taken, unknown key) are printed as plain messages. */
function explain(error: unknown): never {
  throw error instanceof HttpError ? new CliError(error.message) : error;
}

export const createApiKeyCommand: Command = {
  name: "create-api-key",
  usage: `create-api-key --name N --scopes ${API_SCOPES.join(",")} [--targets survival,lobby]`,
  summary:
    "Create an API key for the game server (printed once, stored hashed); --targets limits a patches:read key to those patch targets.",
  options: { name: { type: "string" }, scopes: { type: "string" }, targets: { type: "string" } },
  async run({ db, print }, values) {
    const name = required(values, "name");
    const scopes = list(required(values, "scopes").replaceAll(" ", ","));
    const targets: number[] = [];
    for (const targetName of typeof values.targets === "string" ? list(values.targets) : []) {
      const target = await findTargetNamed(db, targetName);
      if (!target) throw new CliError(`No patch target named '${targetName}'.`);
      targets.push(target.id);
    }
    const created = await createApiKey(db, { name, scopes, targets }, CLI_ACTOR).catch(explain);
    print(`Created API key '${created.name}' (id ${created.id}) with scopes: ${created.scopes.join(", ")}.`);
    if (created.targets.length > 0) {
      print(`It may read the patch targets: ${created.targets.map((target) => target.name).join(", ")}.`);
    }
    print("Copy it now: it is stored hashed and cannot be shown again.");
    print("");
    print(created.key);
    print("");
    print("The game server sends it as the header  Authorization: Bearer <key>");
  },
};

export const listApiKeysCommand: Command = {
  name: "list-api-keys",
  usage: "list-api-keys",
  summary: "List API keys: name, scopes, last use, revoked or live.",
  options: {},
  async run({ db, print }) {
    const keys = await listApiKeys(db);
    if (keys.length === 0) {
      print(`No API keys yet. Create one with: npm run manage -- create-api-key --name N --scopes ${API_SCOPES[0]}`);
      return;
    }
    print("id\tname\tkey starts\tscopes\ttargets\tcreated\tlast used\tstatus");
    for (const key of keys) {
      const status = key.revoked_at ? `revoked ${key.revoked_at}` : "live";
      print(
        [
          key.id,
          key.name,
          `${key.prefix}…`,
          key.scopes.join(","),
          key.targets.length > 0 ? key.targets.map((target) => target.name).join(",") : "all",
          key.created_at,
          key.last_used_at ?? "never",
          status,
        ].join("\t"),
      );
    }
  },
};

export const revokeApiKeyCommand: Command = {
  name: "revoke-api-key",
  usage: "revoke-api-key --id ID | --name N",
  summary: "Revoke an API key by id or name; requests with it are refused from then on.",
  options: { id: { type: "string" }, name: { type: "string" } },
  async run({ db, print }, values) {
    const { id, name } = values;
    if ((typeof id === "string") === (typeof name === "string")) throw new CliError("Give either --id or --name.");
    if (typeof id === "string" && !/^\d+$/.test(id)) throw new CliError("--id must be a number (see list-api-keys).");
    const which = typeof id === "string" ? { id: Number(id) } : { name: String(name) };
    const revoked = await revokeApiKey(db, which, CLI_ACTOR).catch(explain);
    print(`Revoked API key '${revoked.name}' (id ${revoked.id}).`);
  },
};
