import { API_PATHS, APPEAL_LIMITS, type AppealList, type AppealView, DEFAULT_PROFILE_IMG } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { seedPunishment } from "../../../test/factories/punishments";

const BASE = "/punished/api/appeal";
let t: TestApp;

beforeAll(async () => {
  // The paging test submits 21 appeals as one account; the daily allowance has its own tests.
  t = await createTestApp({ APPEALS_PER_DAY: "0" });
});
afterAll(() => t.close());

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

async function createAppeal(client: TestClient, punishmentId: number, message = "I did not do it.") {
  const response = await client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: message });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appeal_id: number }>().appeal_id;
}

describe("verifying a player name", () => {
  it("is open to anyone while the site runs no link server, as the link status tells the hub", async () => {
    const { client } = await signedIn();
    expect((await client.get(API_PATHS.minecraftLink.status)).json()).toMatchObject({
      enabled: false,
      appeals_linked_player_only: false,
    });
  });

  it("finds the newest punishment of the type for the name, whatever its case", async () => {
    const { client } = await signedIn();
    await seedPunishment(t.db, { player: "Notch", type: "Ban", date: "2026-03-01T10:00:00Z", reason: "Old ban" });
    const newest = await seedPunishment(t.db, {
      player: "Notch",
      type: "Ban",
      date: "2026-05-01T10:00:00Z",
      reason: "Newer ban",
      actioned_by: "ModAlex",
      until: "2026-06-01T10:00:00Z",
    });
    await seedPunishment(t.db, { player: "Notch", type: "Mute", date: "2026-07-01T10:00:00Z" });

    const response = await client.post(`${BASE}/verify/`, { player_name: " notch ", punishment_type: "Ban" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: newest,
      type: "Ban",
      date: "2026-05-01T10:00:00.000Z",
      player: "Notch",
      reason: "Newer ban",
      actioned_by: "ModAlex",
      until: "2026-06-01T10:00:00.000Z",
    });
  });

  it("says clearly when there is no such punishment", async () => {
    const { client } = await signedIn();
    const response = await client.post(`${BASE}/verify/`, { player_name: "Nobody", punishment_type: "Kick" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(
      "No kick was found for the player Nobody. Check the name and the punishment type.",
    );
    const german = await client.post(
      `${BASE}/verify/`,
      { player_name: "Nobody", punishment_type: "Warning" },
      { "accept-language": "de" },
    );
    expect(german.json().message).toBe(
      "Für den Spieler Nobody wurde keine Verwarnung gefunden. Prüfe den Namen und die Art der Strafe.",
    );
  });

  it("refuses a blank or too long name and an unknown type with field errors", async () => {
    const { client } = await signedIn();
    const cases = [
      [{ player_name: "  ", punishment_type: "Ban" }, "player_name"],
      [{ player_name: "x".repeat(31), punishment_type: "Ban" }, "player_name"],
      [{ player_name: "Notch", punishment_type: "Jail" }, "punishment_type"],
      [{ player_name: "Notch" }, "punishment_type"],
    ] as const;
    for (const [body, field] of cases) {
      const response = await client.post(`${BASE}/verify/`, body);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
  });
});

describe("creating an appeal", () => {
  it("opens a Pending appeal that its submitter can read", async () => {
    const { user, client } = await signedIn();
    const punishmentId = await seedPunishment(t.db, {
      player: "Herobrine",
      type: "Warning",
      reason: "Spamming chat",
      actioned_by: "ModSteve",
    });
    const appealId = await createAppeal(client, punishmentId, "  It was my brother.\r\nSorry!  ");

    const view = (await client.get(`${BASE}/inspect/${appealId}/`)).json<AppealView>();
    expect(view.appeal).toMatchObject({
      id: appealId,
      status: "Pending",
      is_opened: true,
      submitted_by: user.username,
      submitted_by_profile_img: DEFAULT_PROFILE_IMG,
      appeal_message: "It was my brother.\nSorry!",
      last_updated_by: null,
      punishment: {
        id: punishmentId,
        type: "Warning",
        player: "Herobrine",
        reason: "Spamming chat",
        actioned_by: "ModSteve",
        date: expect.any(String),
      },
    });
    expect(view.appeal.date_last_updated).toBe(view.appeal.date_created);
    expect(view).toMatchObject({ comments: [], can_modify: false, can_comment: true });
  });

  it("refuses a blank or too long reason and an unknown punishment", async () => {
    const { client } = await signedIn();
    const punishmentId = await seedPunishment(t.db);
    for (const message of ["   ", "x".repeat(APPEAL_LIMITS.message + 1)]) {
      const response = await client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: message });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(["appeal_message"]);
    }
    const missing = await client.post(`${BASE}/create/`, { punishment_id: 999999, appeal_message: "Hello" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Punishment not found. Search for it again.");
  });

  it("keeps one open appeal per punishment per submitter: a stranger's appeal never blocks the player's", async () => {
    const stranger = await signedIn();
    const player = await signedIn();
    const admin = await signedIn(["administrators"]);
    const punishmentId = await seedPunishment(t.db);
    const strangerId = await createAppeal(stranger.client, punishmentId);
    const playerId = await createAppeal(player.client, punishmentId);

    const again = await player.client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: "Again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You already have an open appeal for this punishment. A new one can be made once that appeal is closed.",
    );

    // Closed, the player may appeal again; their old one cannot be reopened beside the new one.
    await admin.client.post(`${BASE}/inspect/${playerId}/modify/`, { status: "Denied", is_opened: false });
    const secondId = await createAppeal(player.client, punishmentId);
    const reopen = await admin.client.post(`${BASE}/inspect/${playerId}/modify/`, {
      status: "Pending",
      is_opened: true,
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(
      "The submitter has another open appeal for this punishment. Close that one before reopening this appeal.",
    );
    const stillClosed = (await admin.client.get(`${BASE}/inspect/${playerId}/`)).json<AppealView>();
    expect(stillClosed.appeal).toMatchObject({ status: "Denied", is_opened: false });
    const approve = await admin.client.post(`${BASE}/inspect/${strangerId}/modify/`, {
      status: "Approved",
      is_opened: true,
    });
    expect(approve.statusCode).toBe(200);
    expect(secondId).toBeGreaterThan(playerId);
  });

  it("shows administrators the punishment's other open appeals, and closes them in one action", async () => {
    const stranger = await signedIn();
    const other = await signedIn();
    const player = await signedIn();
    const admin = await signedIn(["administrators"]);
    const punishmentId = await seedPunishment(t.db);
    const unrelated = await createAppeal(other.client, await seedPunishment(t.db));
    const strangerId = await createAppeal(stranger.client, punishmentId);
    const otherId = await createAppeal(other.client, punishmentId);
    const playerId = await createAppeal(player.client, punishmentId);

    const view = (await admin.client.get(`${BASE}/inspect/${playerId}/`)).json<AppealView>();
    expect(view.other_open_appeals.map((appeal) => [appeal.id, appeal.submitted_by, appeal.status])).toEqual([
      [strangerId, stranger.user.username, "Pending"],
      [otherId, other.user.username, "Pending"],
    ]);
    // The submitter does not see who else appealed.
    const own = (await player.client.get(`${BASE}/inspect/${playerId}/`)).json<AppealView>();
    expect(own.other_open_appeals).toEqual([]);
    // Only administrators may close them.
    expect((await player.client.post(`${BASE}/inspect/${playerId}/close-others/`)).statusCode).toBe(403);

    const closed = await admin.client.post(`${BASE}/inspect/${playerId}/close-others/`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ message: "Closed 2 other appeals of this punishment as Denied.", closed: 2 });
    for (const id of [strangerId, otherId]) {
      const appeal = (await admin.client.get(`${BASE}/inspect/${id}/`)).json<AppealView>().appeal;
      expect(appeal).toMatchObject({ status: "Denied", is_opened: false, last_updated_by: admin.user.username });
    }
    const kept = (await admin.client.get(`${BASE}/inspect/${playerId}/`)).json<AppealView>();
    expect(kept.appeal).toMatchObject({ status: "Pending", is_opened: true });
    expect(kept.other_open_appeals).toEqual([]);
    const untouched = (await admin.client.get(`${BASE}/inspect/${unrelated}/`)).json<AppealView>();
    expect(untouched.appeal.is_opened).toBe(true);
    expect((await admin.client.post(`${BASE}/inspect/${playerId}/close-others/`)).json().closed).toBe(0);
  });

  it("lets only one of a user's simultaneous appeals for a punishment through", async () => {
    const { client } = await signedIn();
    const punishmentId = await seedPunishment(t.db);
    await client.csrf();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: "Race" })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe("the appeal lists", () => {
  it("needs is_open and answers a clear 400 without it", async () => {
    const { client } = await signedIn();
    for (const query of ["", "?is_open=maybe", "?is_open=true&page=0"]) {
      const response = await client.get(`${BASE}/list/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it("splits open and closed, newest update first, with who updated last", async () => {
    const { user, client } = await signedIn();
    const admin = await signedIn(["administrators"]);
    const banId = await createAppeal(client, await seedPunishment(t.db, { type: "Ban" }));
    const muteId = await createAppeal(
      client,
      await seedPunishment(t.db, { type: "Mute", player: "Chatterbox", reason: "Spamming the market channel" }),
    );
    const kickId = await createAppeal(client, await seedPunishment(t.db, { type: "Kick" }));
    await admin.client.post(`${BASE}/inspect/${muteId}/modify/`, { status: "Approved", is_opened: false });
    // A comment counts as an update too.
    await admin.client.post(`${BASE}/inspect/comment/post/`, { appeal_id: banId, comment: "Looking into it." });

    const open = (await client.get(`${BASE}/list/?is_open=true`)).json<AppealList>();
    expect(open.pageNumbers).toEqual([1]);
    expect(open.appeals.map((appeal) => [appeal.id, appeal.punishment, appeal.status, appeal.last_updated_by])).toEqual(
      [
        [banId, "Ban", "Pending", admin.user.username],
        [kickId, "Kick", "Pending", null],
      ],
    );
    expect(open.appeals[0]).toMatchObject({ submitted_by: user.username });
    const [newest] = open.appeals;
    expect(newest && newest.date_last_updated > newest.date_created).toBe(true);

    const closed = (await client.get(`${BASE}/list/?is_open=false`)).json<AppealList>();
    expect(closed.appeals).toEqual([
      {
        id: muteId,
        punishment: "Mute",
        player: "Chatterbox",
        reason: "Spamming the market channel",
        status: "Approved",
        date_created: expect.any(String),
        date_last_updated: expect.any(String),
        last_updated_by: admin.user.username,
        submitted_by: user.username,
      },
    ]);
  });

  it("pages by 20 with pageNumbers, in the admin list too", async () => {
    const { client } = await signedIn();
    const admin = await signedIn(["administrators"]);
    const ids: number[] = [];
    for (let index = 0; index < APPEAL_LIMITS.pageSize + 1; index += 1) {
      ids.push(await createAppeal(client, await seedPunishment(t.db)));
    }
    const first = (await client.get(`${BASE}/list/?is_open=true`)).json<AppealList>();
    expect(first.pageNumbers).toEqual([1, 2]);
    expect(first.appeals).toHaveLength(APPEAL_LIMITS.pageSize);
    const second = (await client.get(`${BASE}/list/?is_open=true&page=2`)).json<AppealList>();
    expect(second.appeals.map((appeal) => appeal.id)).toEqual([ids[0]]);
    const past = (await client.get(`${BASE}/list/?is_open=true&page=3`)).json<AppealList>();
    expect(past).toEqual({ appeals: [], pageNumbers: [1, 2] });

    const adminFirst = (await admin.client.get(`${BASE}/list/admin/?is_open=true`)).json<AppealList>();
    expect(adminFirst.appeals).toHaveLength(APPEAL_LIMITS.pageSize);
    // An administrator reads whose punishment it is and why, before opening it (issue 18).
    for (const appeal of adminFirst.appeals) {
      expect(appeal.player).toMatch(/^Player\d+$/);
      expect(appeal.reason).toMatch(/^Reason \d+$/);
    }
    expect(adminFirst.pageNumbers.length).toBeGreaterThanOrEqual(2);
  });
});

describe("reviewing and discussing", () => {
  it("records the administrator's change and who made it", async () => {
    const { client } = await signedIn();
    const owner = await signedIn(["owner"]);
    const appealId = await createAppeal(client, await seedPunishment(t.db));
    const response = await owner.client.post(`${BASE}/inspect/${appealId}/modify/`, {
      status: "Denied",
      is_opened: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Successfully modified",
      appeal: { id: appealId, status: "Denied", is_opened: false, last_updated_by: owner.user.username },
    });
    const view = (await client.get(`${BASE}/inspect/${appealId}/`)).json<AppealView>();
    expect(view.appeal).toMatchObject({ status: "Denied", is_opened: false, last_updated_by: owner.user.username });
  });

  it("refuses an unknown status or a missing flag", async () => {
    const admin = await signedIn(["administrators"]);
    const { client } = await signedIn();
    const appealId = await createAppeal(client, await seedPunishment(t.db));
    for (const body of [{ status: "Maybe", is_opened: true }, { status: "Approved" }]) {
      const response = await admin.client.post(`${BASE}/inspect/${appealId}/modify/`, body);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await admin.client.post(`${BASE}/inspect/999999/modify/`, { status: "Denied", is_opened: false })).statusCode,
    ).toBe(404);
  });

  it("lists comments oldest first, plain text, with who may delete each", async () => {
    const submitter = await signedIn();
    const admin = await signedIn(["administrators"]);
    const appealId = await createAppeal(submitter.client, await seedPunishment(t.db));
    const posted = await submitter.client.post(`${BASE}/inspect/comment/post/`, {
      appeal_id: appealId,
      comment: "<b>Any news?</b>",
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      message: "Successfully posted comment",
      comment: { posted_by: submitter.user.username, comment: "<b>Any news?</b>", can_delete: true },
    });
    await admin.client.post(`${BASE}/inspect/comment/post/`, { appeal_id: appealId, comment: "Soon." });

    const asSubmitter = (await submitter.client.get(`${BASE}/inspect/${appealId}/`)).json<AppealView>();
    expect(asSubmitter.comments.map((c) => [c.posted_by, c.comment, c.can_delete])).toEqual([
      [submitter.user.username, "<b>Any news?</b>", true],
      [admin.user.username, "Soon.", false],
    ]);
    expect(asSubmitter.comments[0]).toEqual({
      id: expect.any(Number),
      posted_by: submitter.user.username,
      user_profile_img: DEFAULT_PROFILE_IMG,
      comment: "<b>Any news?</b>",
      created_at: expect.any(String),
      can_delete: true,
      rank_badge: null,
    });
    const asAdmin = (await admin.client.get(`${BASE}/inspect/${appealId}/`)).json<AppealView>();
    expect(asAdmin.can_modify).toBe(true);
    expect(asAdmin.comments.map((c) => c.can_delete)).toEqual([true, true]);

    const first = asAdmin.comments[0]?.id;
    expect((await admin.client.delete(`${BASE}/inspect/comment/delete/${first}/`)).statusCode).toBe(204);
    expect((await admin.client.delete(`${BASE}/inspect/comment/delete/${first}/`)).statusCode).toBe(404);
    const after = (await submitter.client.get(`${BASE}/inspect/${appealId}/`)).json<AppealView>();
    expect(after.comments.map((c) => c.comment)).toEqual(["Soon."]);
  });

  it("refuses a blank comment and a comment on an unknown appeal", async () => {
    const { client } = await signedIn();
    const appealId = await createAppeal(client, await seedPunishment(t.db));
    const blank = await client.post(`${BASE}/inspect/comment/post/`, { appeal_id: appealId, comment: " \n " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ comment: ["Comment cannot be blank."] });
    const unknown = await client.post(`${BASE}/inspect/comment/post/`, { appeal_id: 999999, comment: "Hi" });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps each administrator's new-appeal e-mail choice", async () => {
    const admin = await signedIn(["administrators"]);
    expect((await admin.client.get(`${BASE}/notifications/`)).json()).toEqual({ enabled: false });
    expect((await admin.client.post(`${BASE}/notifications/`, { enabled: true })).json()).toEqual({ enabled: true });
    expect((await admin.client.post(`${BASE}/notifications/`, { enabled: true })).statusCode).toBe(200);
    expect((await admin.client.get(`${BASE}/notifications/`)).json()).toEqual({ enabled: true });
    await admin.client.post(`${BASE}/notifications/`, { enabled: false });
    expect((await admin.client.get(`${BASE}/notifications/`)).json()).toEqual({ enabled: false });
    expect((await admin.client.post(`${BASE}/notifications/`, { enabled: "yes" })).statusCode).toBe(400);
  });
});
