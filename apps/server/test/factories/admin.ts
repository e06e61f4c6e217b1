import { GROUPS, PERMISSIONS } from "@bastion/shared";
import { runCli } from "../../src/cli/run";
import type { Db } from "../../src/db/database";
import { buildUser, type TestApp, TestClient } from "../app";
import { fingerprint, tableNames } from "../fuzz/fuzzer";

/** Every caller the owner console must tell apart: no one, each group and each permission alone, the owner. */
export const CALLERS = {
  anonymous: null,
  plain: {},
  administrators: { groups: [GROUPS.administrators] },
  downloadsGroup: { groups: [GROUPS.downloads] },
  patchingGroup: { groups: [GROUPS.patching] },
  ...Object.fromEntries(Object.values(PERMISSIONS).map((permission) => [permission, { permissions: [permission] }])),
  owner: { groups: [GROUPS.owner] },
} as Record<string, { groups?: string[]; permissions?: string[] } | null>;

export interface Caller {
  name: string;
  id: number | null;
  client: TestClient;
}

/** A signed-in client for each of CALLERS (and an anonymous one). */
export async function buildCallers(t: TestApp): Promise<Caller[]> {
  const callers: Caller[] = [];
  for (const [name, access] of Object.entries(CALLERS)) {
    const client = new TestClient(t.app);
    if (!access) {
      callers.push({ name, id: null, client });
      continue;
    }
    const user = await buildUser(t.db, access);
    await client.signInAs(t.db, user.id);
    callers.push({ name, id: user.id, client });
  }
  return callers;
}

/** A hash of every stored row (sessions and rate limits aside), to show a refused call changed nothing. */
export async function storedRows(t: TestApp): Promise<string> {
  return fingerprint(t.db, await tableNames(t.db, t.database.url !== undefined));
}

/** A stored contact message, as the contact form stores one. */
export async function seedContactMessage(
  db: Db,
  overrides: Partial<{ name: string; email: string; message: string; created_at: string }> = {},
) {
  const row = await db
    .insertInto("contact_messages")
    .values({
      name: overrides.name ?? "Alex",
      email: overrides.email ?? "alex@example.test",
      message: overrides.message ?? "My house was griefed last night.",
      user_id: null,
      ip: "198.51.100.7",
      created_at: overrides.created_at ?? new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The audit entries of an action, newest first, with before and after parsed. */
export async function auditEntries(db: Db, action: string) {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .where("action", "=", action)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    ...row,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }));
}

/** Runs a management command against the test app's database; what it printed and its exit code. */
export async function manage(t: TestApp, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const config = { ...t.config, DATABASE_URL: t.database.url };
  const code = await runCli(argv, config, { print: (line) => out.push(line), printError: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}
