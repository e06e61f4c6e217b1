import { API_PATHS, apiPath, BUILT_IN_RANK_REFUSED, GROUP_PERMISSION_NAMES, type Rank } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { auditEntries } from "../../../test/factories/admin";
import { form as announcementForm, createAnnouncement } from "../../../test/factories/announcements";
import { seedPunishment } from "../../../test/factories/punishments";
import { ageConfirmation } from "../../../test/factories/second-factor";
import { OWNER_NARROWED } from "./ranks.service";

// Issue 30, ranks: the owner's groups with a colour, a badge, an order, a staff flag and the
// permissions they carry; the badge beside a member's name; the staff page.

let t: TestApp;
let owner: TestClient;

async function signedIn(access: { groups?: string[]; permissions?: string[]; username?: string } = {}) {
  const user = await buildUser(t.db, access);
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

let made = 0;
const rankForm = (overrides: Record<string, unknown> = {}) => {
  made += 1;
  return { name: `crew-${made}`, badge: "Crew", colour: "#22AA55", is_staff: false, permissions: [], ...overrides };
};

async function createRank(overrides: Record<string, unknown> = {}): Promise<Rank> {
  const response = await owner.post(API_PATHS.ranks.list, rankForm(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().rank;
}

const listRanks = async (): Promise<Rank[]> => (await owner.get(API_PATHS.ranks.list)).json().ranks;
const give = (userId: number, groups: string[]) =>
  owner.post(apiPath(API_PATHS.admin.changeAccess, { id: userId }), { groups, permissions: [] });

beforeAll(async () => {
  t = await createTestApp({ APPEALS_PER_DAY: "0" });
  const built = await signedIn({ groups: ["owner"], username: "TheOwner" });
  owner = built.client;
});
afterAll(() => t.close());

describe("the console's ranks", () => {
  it("lists the built-ins first: owner and administrators are staff with a badge; downloads and patching wear none", async () => {
    const ranks = await listRanks();
    expect(ranks.slice(0, 4).map((rank) => [rank.name, rank.built_in, rank.is_staff, rank.badge])).toEqual([
      ["owner", true, true, "Owner"],
      ["administrators", true, true, "Administrator"],
      ["downloads", true, false, null],
      ["patching", true, false, null],
    ]);
    expect(ranks[0]?.permissions).toEqual([...GROUP_PERMISSION_NAMES]);
    expect(ranks[0]?.members).toBeGreaterThanOrEqual(1);
    // The pickers' list keeps working, with the new group in it.
    const rank = await createRank();
    expect((await owner.get(API_PATHS.admin.groups)).json().groups).toContain(rank.name);
  });

  it("creates a rank (lower-cased colour, ranked last), edits it and audits both with before and after", async () => {
    const rank = await createRank({ name: "moderator", badge: "Mod", permissions: ["announcements.create"] });
    expect(rank).toMatchObject({ colour: "#22aa55", badge: "Mod", built_in: false, members: 0 });
    expect(rank.permissions).toEqual(["announcements.create"]);
    const ranks = await listRanks();
    expect(ranks.at(-1)?.id).toBe(rank.id);

    const edited = await owner.post(apiPath(API_PATHS.ranks.rank, { id: rank.id }), {
      ...rankForm({ name: "moderators", badge: "", colour: "", is_staff: true }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe("Saved the group moderators.");
    expect(edited.json().rank).toMatchObject({ name: "moderators", badge: null, colour: null, is_staff: true });

    const [created] = await auditEntries(t.db, "group.create");
    expect(created?.after).toMatchObject({ name: "moderator", badge: "Mod", permissions: ["announcements.create"] });
    const [updated] = await auditEntries(t.db, "group.update");
    expect(updated?.before).toMatchObject({ name: "moderator", staff: false });
    expect(updated?.after).toMatchObject({ name: "moderators", staff: true, permissions: [] });
  });

  it("refuses a name another group has, whatever its case, and a malformed one, with field errors", async () => {
    const clash = await owner.post(API_PATHS.ranks.list, rankForm({ name: "administrators" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors.name[0]).toContain("Another group has that name.");
    const upper = await owner.post(API_PATHS.ranks.list, rankForm({ name: "Builders!" }));
    expect(upper.statusCode).toBe(400);
    expect(upper.json().errors.name).toBeDefined();
    const colour = await owner.post(API_PATHS.ranks.list, rankForm({ colour: "red" }));
    expect(colour.json().errors.colour).toEqual(["Colour must look like #1a2b3c."]);
    const permission = await owner.post(API_PATHS.ranks.list, rankForm({ permissions: ["patching.everything"] }));
    expect(permission.statusCode).toBe(400);
  });

  it("keeps the built-ins: not deleted (409, said clearly), not renamed, the owner's permissions not narrowed", async () => {
    const ranks = await listRanks();
    for (const builtIn of ranks.filter((rank) => rank.built_in)) {
      const response = await owner.delete(apiPath(API_PATHS.ranks.rank, { id: builtIn.id }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(BUILT_IN_RANK_REFUSED);
    }
    const admins = ranks.find((rank) => rank.name === "administrators");
    const renamed = await owner.post(apiPath(API_PATHS.ranks.rank, { id: admins?.id ?? 0 }), {
      ...rankForm({ name: "admins" }),
    });
    expect(renamed.statusCode).toBe(400);
    const ownerRank = ranks.find((rank) => rank.name === "owner");
    const narrowed = await owner.post(apiPath(API_PATHS.ranks.rank, { id: ownerRank?.id ?? 0 }), {
      name: "owner",
      badge: "Boss",
      colour: "#aa0000",
      is_staff: true,
      permissions: ["downloads"],
    });
    expect(narrowed.json().errors.permissions).toEqual([OWNER_NARROWED]);
    // Its look can change.
    const restyled = await owner.post(apiPath(API_PATHS.ranks.rank, { id: ownerRank?.id ?? 0 }), {
      name: "owner",
      badge: "Owner",
      colour: "#e5484d",
      is_staff: true,
      description: ownerRank?.description,
      permissions: [...GROUP_PERMISSION_NAMES],
    });
    expect(restyled.statusCode, restyled.body).toBe(200);
  });

  it("deletes a custom rank with its memberships, audited with what it was", async () => {
    const rank = await createRank({ name: "temporary" });
    const { user } = await signedIn();
    expect((await give(user.id, [rank.name])).statusCode).toBe(200);
    const response = await owner.delete(apiPath(API_PATHS.ranks.rank, { id: rank.id }));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Deleted the group temporary (1 member removed from it).");
    expect(await t.db.selectFrom("user_groups").selectAll().where("group_id", "=", rank.id).execute()).toEqual([]);
    const [entry] = await auditEntries(t.db, "group.delete");
    expect(entry?.before).toMatchObject({ name: "temporary", members: 1 });
    expect((await owner.delete(apiPath(API_PATHS.ranks.rank, { id: rank.id }))).statusCode).toBe(404);
  });

  it("saves the whole order, audited; a partial or repeated list is refused", async () => {
    const ranks = await listRanks();
    const ids = ranks.map((rank) => rank.id);
    const moved = [ids[1], ids[0], ...ids.slice(2)];
    const response = await owner.post(API_PATHS.ranks.order, { ids: moved });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ranks.map((rank: Rank) => rank.id)).toEqual(moved);
    const [entry] = await auditEntries(t.db, "group.order");
    expect(entry?.after.order.slice(0, 2)).toEqual(["administrators", "owner"]);
    expect((await owner.post(API_PATHS.ranks.order, { ids: ids.slice(1) })).statusCode).toBe(400);
    expect((await owner.post(API_PATHS.ranks.order, { ids: [ids[0], ...ids.slice(0, -1)] })).statusCode).toBe(400);
    expect((await owner.post(API_PATHS.ranks.order, { ids })).statusCode).toBe(200);
  });

  it("is the owner's alone; a change needs a recent confirmation", async () => {
    const { client: admin } = await signedIn({ groups: ["administrators"] });
    expect((await admin.get(API_PATHS.ranks.list)).statusCode).toBe(403);
    expect((await admin.post(API_PATHS.ranks.list, rankForm())).statusCode).toBe(403);
    expect((await new TestClient(t.app).get(API_PATHS.ranks.list)).statusCode).toBe(401);

    const { user, client } = await signedIn({ groups: ["owner"] });
    await ageConfirmation(t.db, user.id);
    const stale = await client.post(API_PATHS.ranks.list, rankForm());
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe("reconfirm_required");
    expect((await client.get(API_PATHS.ranks.list)).statusCode).toBe(200);
  });
});

describe("permissions carried by a rank", () => {
  it("let its members pass the guard at once, and are gone at once when taken away", async () => {
    const rank = await createRank({ name: "writers", permissions: ["announcements.create"] });
    const { user, client } = await signedIn();
    expect((await client.post(API_PATHS.announcements.create, announcementForm())).statusCode).toBe(403);
    await give(user.id, [rank.name]);
    expect((await client.post(API_PATHS.announcements.create, announcementForm())).statusCode).toBe(201);

    await owner.post(apiPath(API_PATHS.ranks.rank, { id: rank.id }), { ...rankForm({ name: "writers" }) });
    expect((await client.post(API_PATHS.announcements.create, announcementForm())).statusCode).toBe(403);
  });

  it("a renamed rank stays in the second-factor policy; a custom rank is required only when the owner says so", async () => {
    const rank = await createRank({ name: "patchers", permissions: ["downloads.modify"] });
    const policy = (await owner.get(API_PATHS.admin.secondFactorPolicy)).json();
    expect(policy.choices.map((choice: { name: string }) => choice.name)).toContain("patchers");
    expect(policy.groups).not.toContain("patchers");
    await owner.post(API_PATHS.admin.secondFactorPolicy, { groups: ["owner", "patching", "patchers"] });

    const { user, client } = await signedIn();
    await give(user.id, ["patchers"]);
    const gated = await client.get(API_PATHS.ranks.staff);
    expect(gated.statusCode).toBe(200);
    const blocked = await client.post(API_PATHS.announcements.postComment, { announcement_id: 1, comment: "hi" });
    expect(blocked.json().code).toBe("second_factor_required");

    await owner.post(apiPath(API_PATHS.ranks.rank, { id: rank.id }), {
      ...rankForm({ name: "release-crew", permissions: ["downloads.modify"] }),
    });
    const after = (await owner.get(API_PATHS.admin.secondFactorPolicy)).json();
    expect(after.groups).toContain("release-crew");
    expect(after.groups).not.toContain("patchers");
    expect(
      (await client.post(API_PATHS.announcements.postComment, { announcement_id: 1, comment: "hi" })).json().code,
    ).toBe("second_factor_required");
    await owner.delete(apiPath(API_PATHS.ranks.rank, { id: rank.id }));
    expect((await owner.get(API_PATHS.admin.secondFactorPolicy)).json().groups).toEqual(["owner", "patching"]);
  });
});

describe("badges", () => {
  it("show the highest-ranked group with a colour or badge on profiles, announcement comments and appeal comments", async () => {
    const plainGroup = await createRank({ name: "builders-plain", badge: "", colour: "" });
    const vip = await createRank({ name: "vip", badge: "VIP", colour: "#ffd700" });
    const helper = await createRank({ name: "helper", badge: "Helper", colour: "#3355ff" });
    // helper above vip; the plain group above both shows nothing.
    const ids = (await listRanks())
      .map((rank) => rank.id)
      .filter((id) => ![plainGroup.id, helper.id, vip.id].includes(id));
    await owner.post(API_PATHS.ranks.order, { ids: [plainGroup.id, helper.id, vip.id, ...ids] });

    const { user, client } = await signedIn({ username: "BadgedOne" });
    await give(user.id, ["vip", "helper", "builders-plain", "downloads"]);
    const { user: plainUser, client: plainClient } = await signedIn({ username: "PlainOne" });
    await give(plainUser.id, ["downloads"]);

    const profile = (await plainClient.get(apiPath(API_PATHS.profiles.user, { username: "BadgedOne" }))).json();
    expect(profile.rank_badge).toEqual({ name: "helper", badge: "Helper", colour: "#3355ff" });
    expect((await client.get(apiPath(API_PATHS.profiles.user, { username: "PlainOne" }))).json().rank_badge).toBeNull();
    expect((await client.get(API_PATHS.profiles.own)).json().rank_badge?.name).toBe("helper");

    const announcementId = await createAnnouncement(owner);
    const posted = await client.post(API_PATHS.announcements.postComment, {
      announcement_id: announcementId,
      comment: "First!",
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json().comment.rank_badge).toEqual({ name: "helper", badge: "Helper", colour: "#3355ff" });
    await plainClient.post(API_PATHS.announcements.postComment, { announcement_id: announcementId, comment: "Hi" });
    await owner.post(API_PATHS.announcements.postComment, { announcement_id: announcementId, comment: "Welcome" });
    const view = (
      await new TestClient(t.app).get(apiPath(API_PATHS.announcements.view, { id: announcementId }))
    ).json();
    const badges = Object.fromEntries(
      view.comments.map((comment: { author: string; rank_badge: unknown }) => [comment.author, comment.rank_badge]),
    );
    expect(badges).toEqual({
      BadgedOne: { name: "helper", badge: "Helper", colour: "#3355ff" },
      PlainOne: null,
      TheOwner: { name: "owner", badge: "Owner", colour: "#e5484d" },
    });

    // Reordering changes the badge at once.
    const order = (await listRanks()).map((rank) => rank.id).filter((id) => id !== vip.id);
    await owner.post(API_PATHS.ranks.order, { ids: [vip.id, ...order] });
    const profileAfter = (await plainClient.get(apiPath(API_PATHS.profiles.user, { username: "BadgedOne" }))).json();
    expect(profileAfter.rank_badge.name).toBe("vip");

    // An appeal's thread: the submitter's badge and an administrator's.
    const punishment = await seedPunishment(t.db, { player: "BadgedOne", type: "Ban" });
    const created = await client.post(API_PATHS.appeals.create, {
      punishment_id: punishment,
      appeal_message: "Sorry.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const appealId = created.json().appeal_id;
    const { client: admin } = await signedIn({ groups: ["administrators"], username: "AdminOne" });
    const adminPost = await admin.post(API_PATHS.appeals.postComment, { appeal_id: appealId, comment: "Looking." });
    expect(adminPost.json().comment.rank_badge).toEqual({
      name: "administrators",
      badge: "Administrator",
      colour: "#3e63dd",
    });
    await client.post(API_PATHS.appeals.postComment, { appeal_id: appealId, comment: "Thanks." });
    const thread = (await client.get(apiPath(API_PATHS.appeals.inspect, { id: appealId }))).json();
    expect(thread.comments.map((comment: { rank_badge: { name: string } | null }) => comment.rank_badge?.name)).toEqual(
      ["administrators", "vip"],
    );
  });
});

describe("the staff page", () => {
  it("lists the staff groups' members in rank order, each once under their highest, to anyone", async () => {
    const mods = await createRank({ name: "mods", badge: "Mod", colour: "#00aa88", is_staff: true });
    const { user: mod } = await signedIn({ username: "ZedMod" });
    const { user: mod2 } = await signedIn({ username: "amy-mod" });
    const { user: both } = await signedIn({ username: "BothAdmin" });
    const { user: gone } = await signedIn({ username: "GoneMod" });
    await give(mod.id, ["mods"]);
    await give(mod2.id, ["mods"]);
    await give(both.id, ["mods", "administrators"]);
    await give(gone.id, ["mods"]);
    await t.db.updateTable("users").set({ is_active: 0 }).where("id", "=", gone.id).execute();
    // Owner first, administrators, then mods.
    const rest = (await listRanks()).map((rank) => rank.id).filter((id) => id !== mods.id);
    const ranks = await listRanks();
    const byName = (name: string) => ranks.find((rank) => rank.name === name)?.id ?? 0;
    const top = [byName("owner"), byName("administrators"), mods.id];
    await owner.post(API_PATHS.ranks.order, { ids: [...top, ...rest.filter((id) => !top.includes(id))] });

    const response = await new TestClient(t.app).get(API_PATHS.ranks.staff);
    expect(response.statusCode).toBe(200);
    const staff = response.json();
    expect(staff.more).toBe(0);
    expect(staff.ranks.map((rank: { name: string }) => rank.name)).toEqual(["owner", "administrators", "mods"]);
    const members = (name: string) =>
      staff.ranks
        .find((rank: { name: string }) => rank.name === name)
        .members.map((member: { username: string }) => member.username);
    expect(members("administrators")).toContain("BothAdmin");
    expect(members("mods")).toEqual(["amy-mod", "ZedMod"]);
    expect(members("owner")).toContain("TheOwner");
    expect(staff.ranks[2].members[0].profile_img).toBe("/images/default-avatar.svg");
    expect(staff.ranks[2]).toMatchObject({ badge: "Mod", colour: "#00aa88" });

    // No longer staff: gone from the page.
    await owner.post(apiPath(API_PATHS.ranks.rank, { id: mods.id }), {
      ...rankForm({ name: "mods", badge: "Mod", colour: "#00aa88", is_staff: false }),
    });
    const after = (await new TestClient(t.app).get(API_PATHS.ranks.staff)).json();
    expect(after.ranks.map((rank: { name: string }) => rank.name)).toEqual(["owner", "administrators"]);
  });
});
