import { API_KEY_PREFIX } from "@bastion/shared";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { diskListing } from "../../../test/factories/downloads";
import { buildApiKey, createTarget, publish, publishBody } from "../../../test/factories/patching";
import { fingerprint, tableNames } from "../../../test/fuzz/fuzzer";
import { randomToken } from "../../lib/tokens";
import { patchesRoot } from "./patching.storage";

// Who may do what (issue 15, spec §6): every /patching/ call for a visitor (401), a plain member and
// the downloads group (403), the patching group and the owner (done); /api/downloads/ for the owner
// alone; every game-server call for no key, a malformed key, a real key's prefix with a wrong secret,
// a revoked key (401), a key without patches:read (403) and a key with it. A refused call changes no
// row and no file.

let t: TestApp;
const clients = new Map<string, TestClient>();
let staff: TestClient;
let target: number;
let current: number;

const CALLERS: Record<string, { groups?: string[]; permissions?: string[] } | undefined> = {
  anonymous: undefined,
  plain: {},
  downloads: { groups: ["downloads"], permissions: ["downloads", "downloads.modify"] },
  patching: { groups: ["patching"] },
  owner: { groups: ["owner"] },
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, access] of Object.entries(CALLERS)) {
    const client = new TestClient(t.app);
    if (access) await client.signInAs(t.db, (await buildUser(t.db, access)).id);
    clients.set(name, client);
  }
  staff = clients.get("patching") ?? new TestClient(t.app);
  target = await createTarget(staff, "survival");
  current = await publish(staff, target, "1.0", "current file", { makeCurrent: true });
});
afterAll(() => t.close());

const stored = async () =>
  fingerprint(t.db, await tableNames(t.db, t.database.url !== undefined), patchesRoot(t.config.dataDir));

type Call = InjectOptions & { method: "GET" | "POST" | "DELETE" };

/** Each call made fresh for each caller (so an allowed caller's change does not spoil the next). */
const PATCHING_CALLS: [string, (who: string) => Promise<Call>][] = [
  ["list targets", async () => ({ method: "GET", url: "/patching/api/targets/" })],
  [
    "create a target",
    async (who) => ({ method: "POST", url: "/patching/api/targets/", payload: { name: `new-${who}` } }),
  ],
  [
    "rename a target",
    async (who) => ({
      method: "POST",
      url: `/patching/api/targets/${await createTarget(staff, `old-${who}`)}/rename/`,
      payload: { name: `renamed-${who}` },
    }),
  ],
  ["list patches", async () => ({ method: "GET", url: `/patching/api/targets/${target}/patches/` })],
  [
    "publish",
    async (who) => ({
      method: "POST",
      url: `/patching/api/targets/${target}/patches/`,
      ...publishBody({ version: `by-${who}` }, { filename: "a.jar", data: "patch" }),
    }),
  ],
  [
    "make current",
    async (who) => ({
      method: "POST",
      url: `/patching/api/patches/${await publish(staff, target, `mc-${who}`, "x")}/make-current/`,
    }),
  ],
  [
    "delete a patch",
    async (who) => ({
      method: "DELETE",
      url: `/patching/api/patches/${await publish(staff, target, `del-${who}`, "x")}/`,
    }),
  ],
  ["download a patch", async () => ({ method: "GET", url: `/patching/api/patches/${current}/file/` })],
];

describe.each(PATCHING_CALLS)("/patching/: %s", (_label, make) => {
  it("is refused to visitors (401) and members without the patching group (403), done for it and the owner", async () => {
    for (const [who, client] of clients) {
      const call = await make(who);
      const before = await stored();
      const response = await client.request(call);
      if (who === "patching" || who === "owner") {
        expect(response.statusCode, `${who}: ${response.body}`).toBeGreaterThanOrEqual(200);
        expect(response.statusCode, `${who}: ${response.body}`).toBeLessThan(300);
        continue;
      }
      expect(response.statusCode, who).toBe(who === "anonymous" ? 401 : 403);
      expect(await stored(), `${who} changed something`).toBe(before);
    }
  });
});

describe.each(["/api/downloads/api/list/", "/api/downloads/api/totals/"])("API Downloads: %s", (url) => {
  it("is the owner's alone", async () => {
    for (const [who, client] of clients) {
      const response = await client.get(url);
      const expected = who === "owner" ? 200 : who === "anonymous" ? 401 : 403;
      expect(response.statusCode, who).toBe(expected);
    }
  });
});

describe.each([
  ["the current patch", () => "/api/v1/patches/survival/current"],
  ["a patch file", () => `/api/v1/patches/${current}/file`],
])("the API: %s", (_label, url) => {
  it("needs a live key with patches:read", async () => {
    const withScope = await buildApiKey(t.db, ["patches:read"]);
    const withoutScope = await buildApiKey(t.db, ["punishments:write"]);
    const revoked = await buildApiKey(t.db, ["patches:read"], { revoked: true });
    // The live key's shown prefix and length, another secret: a key that looks real but is not.
    const shown = withScope.key.slice(0, API_KEY_PREFIX.length + 6);
    const wrongSecret = `${shown}${randomToken(32)}`.slice(0, withScope.key.length);
    expect(wrongSecret).not.toBe(withScope.key);
    const cases: [string, Record<string, string>, number][] = [
      ["no key", {}, 401],
      ["a malformed key", { authorization: "Bearer bst_not-a-real-key" }, 401],
      ["a well-formed key with a wrong secret", { authorization: `Bearer ${wrongSecret}` }, 401],
      ["a session instead of a key", {}, 401],
      ["a revoked key", { authorization: revoked.authorization }, 401],
      ["a key without the scope", { authorization: withoutScope.authorization }, 403],
    ];
    for (const [label, headers, status] of cases) {
      const client = label === "a session instead of a key" ? (clients.get("owner") ?? staff) : new TestClient(t.app);
      const before = await stored();
      const response = await client.request({ method: "GET", url: url(), headers });
      expect(response.statusCode, label).toBe(status);
      if (status === 401) expect(response.headers["www-authenticate"]).toBe('Bearer realm="api"');
      expect(await stored(), `${label} changed something`).toBe(before);
    }
    // Not counted as a use of the real key whose prefix it carries.
    const { last_used_at } = await t.db
      .selectFrom("api_keys")
      .select("last_used_at")
      .where("id", "=", withScope.id)
      .executeTakeFirstOrThrow();
    expect(last_used_at).toBeNull();
    const allowed = await t.app.inject({
      method: "GET",
      url: url(),
      headers: { authorization: withScope.authorization },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

it("refuses a /patching/ change without the CSRF headers, storing nothing", async () => {
  const before = diskListing(patchesRoot(t.config.dataDir));
  const response = await staff.request({
    method: "POST",
    url: `/patching/api/targets/${target}/patches/`,
    csrf: false,
    ...publishBody({ version: "csrf" }, { filename: "a.jar", data: "patch" }),
  });
  expect(response.statusCode).toBe(403);
  expect(response.json().code).toBe("csrf_failed");
  expect(diskListing(patchesRoot(t.config.dataDir))).toEqual(before);
});
