import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { multipart, picture } from "../../../test/factories/pictures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EDIT = "/users/api/user-profile/edit/";

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

async function post(
  client: TestClient,
  url: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) {
  const body = await multipart(fields, file);
  return client.request({ method: "POST", url, payload: body.payload, headers: body.headers });
}

const own = async (client: TestClient) => (await client.get("/users/api/user-profile/")).json();
const mediaPath = (url: string) => join(t.config.dataDir, "media", url.replace(/^\/media\//, ""));
const avatarFiles = () => {
  const dir = join(t.config.dataDir, "media", "avatars");
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe("editing one's own profile", () => {
  it("saves the names and about-me text, normalising line breaks", async () => {
    const { client } = await signedIn();
    const response = await post(client, EDIT, {
      minecraft_username: "  Notch_99 ",
      discord_username: "Steve.Builds",
      about_me: "Line one\r\nLine two\rLine three",
      useDefaultPicture: "false",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Successfully modified");
    expect(await own(client)).toMatchObject({
      minecraft_username: "Notch_99",
      discord_username: "steve.builds",
      about_me: "Line one\nLine two\nLine three",
    });
  });

  it("accepts 280 characters of about-me (CRLF counting as one) and refuses 281", async () => {
    const { client } = await signedIn();
    const lines = `${"a".repeat(139)}\r\n${"b".repeat(140)}`; // 281 sent, 280 once normalised
    expect((await post(client, EDIT, { about_me: lines })).statusCode).toBe(200);
    expect((await own(client)).about_me).toHaveLength(280);

    const response = await post(client, EDIT, { about_me: "x".repeat(281) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.about_me[0]).toBe("About me must be at most 280 characters.");
    expect((await own(client)).about_me).toBe(lines.replace("\r\n", "\n"));
  });

  it("names each invalid field and changes nothing, not even the picture", async () => {
    const { client } = await signedIn();
    await post(client, EDIT, { minecraft_username: "Alex", about_me: "before" });
    const filesBefore = avatarFiles();
    const response = await post(
      client,
      EDIT,
      { minecraft_username: "no spaces allowed", discord_username: "a..b", about_me: "after" },
      { filename: "me.png", type: "image/png", data: await picture("png") },
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(["discord_username", "minecraft_username"]);
    expect(await own(client)).toMatchObject({ minecraft_username: "Alex", about_me: "before" });
    expect(avatarFiles()).toEqual(filesBefore);
  });

  it("checks the name rules of both games", async () => {
    const { client } = await signedIn();
    for (const [field, value] of [
      ["minecraft_username", "ab"],
      ["minecraft_username", "a".repeat(17)],
      ["minecraft_username", "dash-name"],
      ["discord_username", "x"],
      ["discord_username", "y".repeat(33)],
      ["discord_username", "has space"],
    ] as const) {
      const response = await post(client, EDIT, { [field]: value });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect((await post(client, EDIT, { minecraft_username: "", discord_username: "" })).statusCode).toBe(200);
  });

  it("refuses a text file renamed .png, naming the picture field", async () => {
    const { client } = await signedIn();
    const response = await post(
      client,
      EDIT,
      { about_me: "hello" },
      {
        filename: "totally-a-picture.png",
        type: "image/png",
        data: Buffer.from("just some text pretending to be an image\n"),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.profile_img[0]).toMatch(/\.png/);
    expect((await own(client)).about_me).toBe("");
  });

  it("stores the picture cropped to 250x250 and serves it at its /media/ URL", async () => {
    const { client } = await signedIn();
    const response = await post(
      client,
      EDIT,
      {},
      { filename: "wide.jpg", type: "image/jpeg", data: await picture("jpeg", 900, 400) },
    );
    expect(response.statusCode).toBe(200);
    const url: string = response.json().profile.profile_img;
    expect(url).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.webp$/);
    const served = await client.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([250, 250]);
    // The navbar's avatar comes from the active user.
    expect((await client.get("/users/api/user-basic-info/")).json().profile_img).toBe(url);
  });

  it("deletes the old file when the picture is replaced, and when reset to the default", async () => {
    const { client } = await signedIn();
    const first = (
      await post(client, EDIT, {}, { filename: "a.png", type: "image/png", data: await picture("png") })
    ).json().profile.profile_img;
    const second = (
      await post(client, EDIT, {}, { filename: "b.png", type: "image/png", data: await picture("png") })
    ).json().profile.profile_img;
    expect(second).not.toBe(first);
    expect(existsSync(mediaPath(first))).toBe(false);
    expect(existsSync(mediaPath(second))).toBe(true);

    const reset = await post(client, EDIT, { useDefaultPicture: "true" });
    expect(reset.json().profile.profile_img).toBe("/images/default-avatar.svg");
    expect(existsSync(mediaPath(second))).toBe(false);
    expect((await client.get(second)).statusCode).toBe(404);
  });

  it("keeps the picture when only text changes", async () => {
    const { client } = await signedIn();
    const url = (
      await post(client, EDIT, {}, { filename: "a.png", type: "image/png", data: await picture("png") })
    ).json().profile.profile_img;
    await post(client, EDIT, { about_me: "just words", useDefaultPicture: "false" });
    expect((await own(client)).profile_img).toBe(url);
    expect(existsSync(mediaPath(url))).toBe(true);
  });

  it("lets only the owner use a GIF picture, kept a GIF", async () => {
    const gif = { filename: "spin.gif", type: "image/gif", data: await picture("gif") };
    const plain = await signedIn();
    const refused = await post(plain.client, EDIT, {}, gif);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.profile_img).toBeDefined();

    const owner = await signedIn(["owner"]);
    const accepted = await post(owner.client, EDIT, {}, gif);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().profile.profile_img).toMatch(/\.gif$/);
  });

  it("refuses a picture over 5 MB with a message", async () => {
    const { client } = await signedIn();
    const big = Buffer.concat([await picture("png"), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await post(client, EDIT, {}, { filename: "huge.png", type: "image/png", data: big });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors.profile_img[0]).toBe("The picture must be at most 5 MB.");
  });

  it("needs a signed-in user and the CSRF tokens", async () => {
    const visitor = await post(new TestClient(t.app), EDIT, { about_me: "hi" });
    expect(visitor.statusCode).toBe(401);
    const { client } = await signedIn();
    const body = await multipart({ about_me: "forged" });
    const forged = await client.request({
      method: "POST",
      url: EDIT,
      payload: body.payload,
      headers: body.headers,
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect((await own(client)).about_me).toBe("");
  });
});

describe("bodies the profile edit cannot read", () => {
  const send = (client: TestClient, payload: string, contentType: string) =>
    client.request({ method: "POST", url: EDIT, payload, headers: { "content-type": contentType } });

  it("refuses a text/plain body with 415 and changes nothing", async () => {
    const { client } = await signedIn();
    const response = await send(client, "about_me=hello", "text/plain");
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: "Send the profile as multipart/form-data or JSON.",
      code: "unsupported_media_type",
    });
    expect((await own(client)).about_me).toBe("");
  });

  it("refuses JSON that is not an object of fields, however deep", async () => {
    const { client } = await signedIn();
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    for (const body of [deep, "[]", '"about_me"', "42", "null"]) {
      const response = await send(client, body, "application/json");
      expect([body.slice(0, 12), response.statusCode]).toEqual([body.slice(0, 12), 400]);
      expect(response.json().message).toBe("The profile must be a JSON object of fields.");
    }
    expect((await own(client)).about_me).toBe("");
  });

  it("refuses fields that are null, arrays or objects, naming each field", async () => {
    const { client } = await signedIn();
    await client.post(EDIT, { about_me: "Kept", minecraft_username: "Kept_Name" });
    const deepField = `{"about_me": ${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    for (const value of ["null", "[]", "{}", '["x"]', '{"a":1}']) {
      const body = `{"about_me": ${value}, "minecraft_username": ${value}, "discord_username": ${value}, "useDefaultPicture": ${value}}`;
      const response = await send(client, body, "application/json");
      expect([value, response.statusCode]).toEqual([value, 400]);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        "about_me",
        "discord_username",
        "minecraft_username",
        "useDefaultPicture",
      ]);
      expect(response.json().errors.about_me).toEqual(["About me must be text."]);
    }
    const deepResponse = await send(client, deepField, "application/json");
    expect(deepResponse.statusCode).toBe(400);
    expect(deepResponse.json().errors.about_me).toEqual(["About me must be text."]);
    expect(await own(client)).toMatchObject({ about_me: "Kept", minecraft_username: "Kept_Name" });
  });

  it("still takes JSON strings, and booleans for useDefaultPicture", async () => {
    const { client } = await signedIn();
    const response = await client.post(EDIT, { about_me: "From an API client", useDefaultPicture: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.about_me).toBe("From an API client");
  });
});

describe("editing another user's profile", () => {
  it("lets the owner edit anyone's profile, whatever the name's case", async () => {
    const owner = await signedIn(["owner"]);
    const target = await buildUser(t.db);
    const response = await post(owner.client, `/users/api/user-profile/${target.username.toUpperCase()}/edit/`, {
      about_me: "Edited by the owner",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.username).toBe(target.username);
    const viewed = await owner.client.get(`/users/api/user-profile/${target.username}/`);
    expect(viewed.json().about_me).toBe("Edited by the owner");
  });

  it("refuses a plain user or administrator with 403 and changes nothing", async () => {
    const target = await buildUser(t.db);
    for (const groups of [[], ["administrators"]]) {
      const { client } = await signedIn(groups);
      const response = await post(
        client,
        `/users/api/user-profile/${target.username}/edit/`,
        { about_me: "defaced" },
        {
          filename: "x.png",
          type: "image/png",
          data: await picture("png"),
        },
      );
      expect(response.statusCode).toBe(403);
    }
    const { client } = await signedIn();
    const viewed = (await client.get(`/users/api/user-profile/${target.username}/`)).json();
    expect(viewed.about_me).toBe("");
    expect(viewed.profile_img).toBe("/images/default-avatar.svg");
  });

  it("answers 404 for an unknown user", async () => {
    const owner = await signedIn(["owner"]);
    const response = await post(owner.client, "/users/api/user-profile/ghost-user/edit/", { about_me: "boo" });
    expect(response.statusCode).toBe(404);
  });
});
