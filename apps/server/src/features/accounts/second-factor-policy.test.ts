import { API_PATHS, SECOND_FACTOR_REQUIRED } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { ageConfirmation, setUpAuthenticator } from "../../../test/factories/second-factor";
import { runCli } from "../../cli/run";

// Issue 29, the policy: the owner chooses groups that must have a second factor (by default the
// owner and patching). A member without one can do nothing but set it up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(userId: number) {
  const client = new TestClient(t.app);
  await client.signInAs(t.db, userId);
  return client;
}

const basicInfo = async (client: TestClient) => (await client.get(API_PATHS.session.activeUser)).json();

/** The set-up's routes, all open to a member still without a second factor. */
const SET_UP_READS = [API_PATHS.twoStep.status, API_PATHS.session.mine, API_PATHS.session.reconfirm];

describe("a group that must have a second factor", () => {
  it("lets its member without one do nothing but set it up; once set up, everything works", async () => {
    const patcher = await buildUser(t.db, { groups: ["patching"], secondFactor: false });
    const browser = await signedIn(patcher.id);
    expect(await basicInfo(browser)).toMatchObject({ username: patcher.username, second_factor_required: true });

    for (const url of [API_PATHS.patching.targets, API_PATHS.profiles.own, API_PATHS.appeals.list]) {
      const refused = await browser.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual({ message: SECOND_FACTOR_REQUIRED, code: "second_factor_required" });
    }
    expect((await browser.post(API_PATHS.patching.targets, { name: "survival" })).json().code).toBe(
      "second_factor_required",
    );
    for (const url of SET_UP_READS) expect((await browser.get(url)).statusCode, url).toBe(200);
    expect((await browser.get(API_PATHS.session.csrfToken)).statusCode).toBe(200);

    await setUpAuthenticator(browser);
    const after = await basicInfo(browser);
    expect(after.second_factor_required).toBeUndefined();
    expect((await browser.get(API_PATHS.patching.targets)).statusCode).toBe(200);
    expect((await browser.post(API_PATHS.patching.targets, { name: "survival" })).statusCode).toBe(201);
  });

  it("may still sign out while it waits", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"], secondFactor: false });
    const browser = await signedIn(owner.id);
    expect((await basicInfo(browser)).second_factor_required).toBe(true);
    const logout = await browser.request({ method: "GET", url: API_PATHS.session.logout, csrf: true });
    expect(logout.statusCode).toBe(200);
    expect((await basicInfo(browser)).is_authenticated).toBe(false);
  });

  it("does not hold back people of other groups, nor tell them anything", async () => {
    const member = await buildUser(t.db, { groups: ["downloads"] });
    const browser = await signedIn(member.id);
    expect(await basicInfo(browser)).not.toHaveProperty("second_factor_required");
    expect((await browser.get(API_PATHS.profiles.own)).statusCode).toBe(200);
  });

  it("puts a member whose second factor the CLI reset back in set-up", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"], secondFactor: false });
    await setUpAuthenticator(await signedIn(owner.id));
    const code = await runCli(
      ["reset-two-step", "--username", owner.username],
      { ...t.config, DATABASE_URL: t.database.url },
      { print: () => {}, printError: () => {} },
    );
    expect(code).toBe(0);
    const login = await new TestClient(t.app).post(API_PATHS.session.login, {
      email: owner.email,
      password: owner.password,
    });
    expect(login.statusCode).toBe(200);
    const browser = await signedIn(owner.id);
    expect((await basicInfo(browser)).second_factor_required).toBe(true);
    expect((await browser.get(API_PATHS.admin.overview)).json().code).toBe("second_factor_required");
    expect((await browser.get(API_PATHS.twoStep.status)).json().enabled).toBe(false);
  });
});

describe("the owner's choice of groups", () => {
  it("starts as the owner and patching, among the site's groups", async () => {
    const owner = await signedIn((await buildUser(t.db, { groups: ["owner"] })).id);
    const policy = (await owner.get(API_PATHS.admin.secondFactorPolicy)).json();
    expect(policy.groups).toEqual(["owner", "patching"]);
    expect(policy.defaults).toEqual(["owner", "patching"]);
    expect(policy.choices.map((group: { name: string }) => group.name)).toEqual(
      expect.arrayContaining(["administrators", "downloads", "owner", "patching"]),
    );
  });

  it("is changed by an owner who confirmed recently, audited, and holds its members from then on", async () => {
    const ownerUser = await buildUser(t.db, { groups: ["owner"] });
    const owner = await signedIn(ownerUser.id);
    const downloader = await signedIn((await buildUser(t.db, { groups: ["downloads"] })).id);
    const patcher = await signedIn((await buildUser(t.db, { groups: ["patching"], secondFactor: false })).id);

    await ageConfirmation(t.db, ownerUser.id);
    const stale = await owner.post(API_PATHS.admin.secondFactorPolicy, { groups: ["owner", "downloads"] });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe("reconfirm_required");
    expect((await owner.get(API_PATHS.admin.secondFactorPolicy)).json().groups).toEqual(["owner", "patching"]);

    await ageConfirmation(t.db, ownerUser.id, 0);
    const unknown = await owner.post(API_PATHS.admin.secondFactorPolicy, { groups: ["owner", "nobody-group"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("No group is named 'nobody-group'.");

    const saved = await owner.post(API_PATHS.admin.secondFactorPolicy, { groups: ["owner", "downloads"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().policy.groups).toEqual(["downloads", "owner"]);
    expect((await basicInfo(downloader)).second_factor_required).toBe(true);
    expect((await downloader.get(API_PATHS.downloads.folders)).json().code).toBe("second_factor_required");
    expect((await basicInfo(patcher)).second_factor_required).toBeUndefined();
    expect((await patcher.get(API_PATHS.patching.targets)).statusCode).toBe(200);

    const audit = await t.db
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("action", "=", "second_factor.policy")
      .execute();
    expect(audit).toEqual([
      {
        action: "second_factor.policy",
        before_json: JSON.stringify({ groups: ["owner", "patching"] }),
        after_json: JSON.stringify({ groups: ["downloads", "owner"] }),
      },
    ]);

    // Back to the defaults, for the other tests of this file.
    expect((await owner.post(API_PATHS.admin.secondFactorPolicy, { groups: ["owner", "patching"] })).statusCode).toBe(
      200,
    );
  });

  it("is shown and set by the CLI too, audited as the CLI", async () => {
    const cli = async (...args: string[]) => {
      const out: string[] = [];
      const code = await runCli(
        ["second-factor-groups", ...args],
        { ...t.config, DATABASE_URL: t.database.url },
        { print: (line) => out.push(line), printError: (line) => out.push(line) },
      );
      return { code, out: out.join("\n") };
    };
    expect(await cli()).toEqual({ code: 0, out: "Groups that must have a second factor: owner, patching." });
    const patcher = await signedIn((await buildUser(t.db, { groups: ["patching"], secondFactor: false })).id);
    expect(await cli("--groups", "owner")).toEqual({ code: 0, out: "Groups that must have a second factor: owner." });
    expect((await patcher.get(API_PATHS.patching.targets)).statusCode).toBe(200);
    expect((await cli("--groups", "owner,ghosts")).out).toBe("No group is named 'ghosts'.");
    expect((await cli("--groups", "owner,patching")).code).toBe(0);
    expect((await patcher.get(API_PATHS.patching.targets)).statusCode).toBe(403);
    const byCli = await t.db
      .selectFrom("audit_log")
      .select("actor_kind")
      .where("action", "=", "second_factor.policy")
      .where("actor_kind", "=", "cli")
      .execute();
    expect(byCli).toHaveLength(2);
  });

  it("is the owner's alone", async () => {
    const member = await signedIn((await buildUser(t.db, { groups: ["downloads"] })).id);
    expect((await member.get(API_PATHS.admin.secondFactorPolicy)).statusCode).toBe(403);
    expect((await member.post(API_PATHS.admin.secondFactorPolicy, { groups: [] })).json().code).toBe("forbidden");
  });
});
