import { DEFAULT_PROFILE_IMG } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

describe("viewing profiles", () => {
  it("asks visitors to sign in, for their own profile and for anyone's", async () => {
    const other = await buildUser(t.db);
    const visitor = new TestClient(t.app);
    for (const url of ["/users/api/user-profile/", `/users/api/user-profile/${other.username}/`]) {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/signed in/);
    }
  });

  it("shows the signed-in user their own profile with only the public fields", async () => {
    const { user, client } = await signedIn();
    const response = await client.get("/users/api/user-profile/");
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(Object.keys(profile).sort()).toEqual([
      "about_me",
      "date_joined",
      "discord_username",
      "minecraft_username",
      "profile_img",
      "rank",
      "rank_badge",
      "username",
    ]);
    expect(profile).toMatchObject({
      username: user.username,
      profile_img: DEFAULT_PROFILE_IMG,
      minecraft_username: "",
      discord_username: "",
      about_me: "",
      rank: "Member",
      rank_badge: null,
    });
    expect(Number.isNaN(Date.parse(profile.date_joined))).toBe(false);
    expect(response.body).not.toContain(user.email);
    expect(response.body).not.toContain("argon2");
  });

  it("shows another user's profile, found whatever the letter case", async () => {
    const { client } = await signedIn();
    const other = await buildUser(t.db, { username: "CaseyJones" });
    const response = await client.get("/users/api/user-profile/caseyjones/");
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe("CaseyJones");
    expect(response.body).not.toContain(other.email);
  });

  it("answers 308 pointing at the own profile when the name is the caller's own, in any case", async () => {
    const { user, client } = await signedIn();
    const response = await client.get(`/users/api/user-profile/${user.username.toUpperCase()}/`);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/users/api/user-profile/");
    expect(response.json()).toEqual({ message: "This is your own profile.", location: "/users/api/user-profile/" });
  });

  it("answers 404 for an unknown user", async () => {
    const { client } = await signedIn();
    const response = await client.get("/users/api/user-profile/nobody-by-that-name/");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe("User not found.");
  });

  it("derives the rank from the groups: Owner, Administrator, otherwise Member", async () => {
    const { client } = await signedIn();
    const owner = await buildUser(t.db, { groups: ["owner", "administrators"] });
    const admin = await buildUser(t.db, { groups: ["administrators", "downloads"] });
    const patcher = await buildUser(t.db, { groups: ["patching"] });
    const ranks = [];
    for (const user of [owner, admin, patcher]) {
      ranks.push((await client.get(`/users/api/user-profile/${user.username}/`)).json().rank);
    }
    expect(ranks).toEqual(["Owner", "Administrator", "Member"]);
  });
});
