import type { AppealView, OwnAppeal } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { punishmentInput, seedPunishment, seedPunishments } from "../../../test/factories/punishments";

// Issue 27: a punishment's page says "You appealed this on …" instead of offering a second appeal,
// and an administrator who approves an appeal sees whether the ban or mute has since been lifted.

const BASE = "/punished/api/appeal";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ APPEALS_PER_DAY: "0" });
});
afterAll(() => t.close());

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

async function createAppeal(client: TestClient, punishmentId: number) {
  const response = await client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: "Not me." });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ appeal_id: number }>().appeal_id;
}

const ownAppeal = async (client: TestClient, punishmentId: number | string) =>
  client.get(`${BASE}/for-punishment/${punishmentId}/`);

describe("the caller's own appeal of a punishment", () => {
  it("is null before an appeal, then the newest appeal with its id, date and state, never another's", async () => {
    const player = await signedIn();
    const stranger = await signedIn();
    const admin = await signedIn(["administrators"]);
    const punishmentId = await seedPunishment(t.db);

    const before = await ownAppeal(player.client, punishmentId);
    expect(before.statusCode).toBe(200);
    expect(before.headers["cache-control"]).toBe("private, no-store");
    expect(before.json()).toEqual({ appeal: null });

    const strangersId = await createAppeal(stranger.client, punishmentId);
    expect((await ownAppeal(player.client, punishmentId)).json()).toEqual({ appeal: null });

    const firstId = await createAppeal(player.client, punishmentId);
    const open = (await ownAppeal(player.client, punishmentId)).json<OwnAppeal>();
    const view = (await player.client.get(`${BASE}/inspect/${firstId}/`)).json<AppealView>();
    expect(open).toEqual({
      appeal: { id: firstId, status: "Pending", is_opened: true, date_created: view.appeal.date_created },
    });
    expect((await ownAppeal(stranger.client, punishmentId)).json<OwnAppeal>().appeal?.id).toBe(strangersId);

    // Closed, it is still shown (the page offers a new appeal beside it); a new one is then the newest.
    await admin.client.post(`${BASE}/inspect/${firstId}/modify/`, { status: "Denied", is_opened: false });
    expect((await ownAppeal(player.client, punishmentId)).json()).toMatchObject({
      appeal: { id: firstId, status: "Denied", is_opened: false },
    });
    const secondId = await createAppeal(player.client, punishmentId);
    expect((await ownAppeal(player.client, punishmentId)).json()).toMatchObject({
      appeal: { id: secondId, status: "Pending", is_opened: true },
    });
  });

  it("needs sign-in, a punishment that exists and a numeric id", async () => {
    const punishmentId = await seedPunishment(t.db);
    const visitor = await new TestClient(t.app).get(`${BASE}/for-punishment/${punishmentId}/`);
    expect(visitor.statusCode).toBe(401);

    const { client } = await signedIn();
    const missing = await ownAppeal(client, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Punishment not found.");
    const bad = await ownAppeal(client, "abc");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["id"]);
  });
});

describe("an approved appeal of a punishment that still holds", () => {
  it("shows the punishment active until the game server sends it lifted", async () => {
    const { client } = await signedIn();
    const admin = await signedIn(["administrators"]);
    const ban = punishmentInput({ id: `own-appeal-${Date.now()}`, type: "Ban", is_active: true });
    const punishmentId = await seedPunishment(t.db, ban);
    const appealId = await createAppeal(client, punishmentId);

    const approved = await admin.client.post(`${BASE}/inspect/${appealId}/modify/`, {
      status: "Approved",
      is_opened: false,
    });
    expect(approved.json().appeal.punishment).toMatchObject({ id: punishmentId, is_active: true });

    // Lifted in game: the plugin sends the same punishment again, inactive.
    await seedPunishments(t.db, [{ ...ban, is_active: false }]);
    const view = (await admin.client.get(`${BASE}/inspect/${appealId}/`)).json<AppealView>();
    expect(view.appeal.punishment).toMatchObject({ id: punishmentId, is_active: false });
  });
});
