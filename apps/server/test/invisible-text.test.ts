import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";
import { seedPunishment } from "./factories/punishments";

// One rule for every field a person writes (packages/shared/src/text.ts): control characters are
// stripped, and text made only of invisible characters counts as empty, so it meets the field's
// "is required" message instead of being stored as a title nobody can see.

let t: TestApp;
let owner: TestClient;
let player: TestClient;
let announcementId: number;
let appealId: number;

/** Each is nothing a reader would see: zero-width spaces and joiners, bidi overrides and isolates, BOM, NUL. */
const INVISIBLE = [
  "\u200b\u200b\u200b",
  "\u202e",
  "\u0000",
  "\u2066 \u2069",
  "\ufeff",
  "\u200d\u00a0\u200c",
  "\u0000\u200b\r\n\t\u202a",
  "\u2060\u180e\u3164",
];

beforeAll(async () => {
  t = await createTestApp();
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
  player = new TestClient(t.app);
  await player.signInAs(t.db, (await buildUser(t.db)).id);
  const created = await owner.post("/announcements/api/create/", {
    title: "Season 5",
    introduction: "New map.",
    content: "<p>Hello</p>",
  });
  announcementId = created.json().announcement_id;
  const appeal = await player.post("/punished/api/appeal/create/", {
    punishment_id: await seedPunishment(t.db),
    appeal_message: "It was my brother.",
  });
  appealId = appeal.json().appeal_id;
});
afterAll(() => t.close());

interface FieldCase {
  field: string;
  message: string;
  send(value: string): ReturnType<TestClient["post"]>;
}

const announcementForm = { title: "Title", introduction: "Intro", content: "<p>Body</p>" };

/** Every person-written field with a "required" rule, and the message it answers with. */
const requiredFields = (): Record<string, FieldCase> => ({
  "announcement title": {
    field: "title",
    message: "Title is required.",
    send: (title) => owner.post("/announcements/api/create/", { ...announcementForm, title }),
  },
  "announcement introduction": {
    field: "introduction",
    message: "Introduction is required.",
    send: (introduction) => owner.post("/announcements/api/create/", { ...announcementForm, introduction }),
  },
  "announcement content": {
    field: "content",
    message: "Content is required.",
    send: (content) => owner.post(`/announcements/api/edit/${announcementId}/`, { ...announcementForm, content }),
  },
  "announcement comment": {
    field: "comment",
    message: "Comment cannot be blank.",
    send: (comment) => player.post("/announcements/api/comment/post/", { announcement_id: announcementId, comment }),
  },
  "appeal player name": {
    field: "player_name",
    message: "Player name is required.",
    send: (name) => player.post("/punished/api/appeal/verify/", { player_name: name, punishment_type: "Ban" }),
  },
  "appeal reason": {
    field: "appeal_message",
    message: "Reason cannot be blank.",
    send: (message) => player.post("/punished/api/appeal/create/", { punishment_id: 1, appeal_message: message }),
  },
  "appeal comment": {
    field: "comment",
    message: "Comment cannot be blank.",
    send: (comment) => player.post("/punished/api/appeal/inspect/comment/post/", { appeal_id: appealId, comment }),
  },
  "contact name": {
    field: "name",
    message: "Name is required.",
    send: (name) =>
      new TestClient(t.app).post("/core/contact-us/", { name, email: "a@example.test", message: "Hello there" }),
  },
  "contact message": {
    field: "message",
    message: "Message is required.",
    send: (message) =>
      new TestClient(t.app).post("/core/contact-us/", { name: "Alex", email: "a@example.test", message }),
  },
  "login e-mail": {
    field: "email",
    message: "E-mail is required.",
    send: (email) => new TestClient(t.app).post("/users/api/login/", { email, password: "whatever-it-is" }),
  },
  "forgotten-password e-mail": {
    field: "email",
    message: "E-mail is required.",
    send: (email) => new TestClient(t.app).post("/users/api/forgot-password/", { email }),
  },
});

describe("text made only of invisible characters", () => {
  for (const [name, field] of Object.entries(requiredFields())) {
    it(`is refused in the ${name} with its required message`, async () => {
      for (const value of INVISIBLE) {
        const response = await field.send(value);
        expect([JSON.stringify(value), response.statusCode]).toEqual([JSON.stringify(value), 400]);
        expect(response.json().errors?.[field.field]).toEqual([field.message]);
      }
    });
  }

  it("is refused as announcement HTML content whose text is all invisible and has no picture", async () => {
    for (const html of [
      "<p>\u200b</p>",
      "<p>&#8203;&#8238;</p>",
      "<h2>\u0000</h2><p>\u202e<br></p>",
      "<p>&#xFEFF;</p>",
    ]) {
      const response = await owner.post(`/announcements/api/edit/${announcementId}/`, {
        ...announcementForm,
        content: html,
      });
      expect([html, response.statusCode]).toEqual([html, 400]);
      expect(response.json().errors.content).toEqual(["Content is required."]);
    }
    const picture = '<p>\u200b<img src="https://cdn.example.org/a.png" alt=""></p>';
    expect(
      (await owner.post(`/announcements/api/edit/${announcementId}/`, { ...announcementForm, content: picture }))
        .statusCode,
    ).toBe(200);
  });

  it("clears an optional profile field instead of storing it", async () => {
    const response = await player.post("/users/api/user-profile/edit/", {
      about_me: "\u200b\u202e\u0000",
      minecraft_username: "\u200b",
      discord_username: "\ufeff\u2066",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ about_me: "", minecraft_username: "", discord_username: "" });
  });

  it("keeps invisible characters between visible ones (emoji are built with joiners)", async () => {
    const family = "Our family \u{1f468}\u200d\u{1f469}\u200d\u{1f467}";
    const response = await player.post("/announcements/api/comment/post/", {
      announcement_id: announcementId,
      comment: family,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().comment.comment).toBe(family);
  });
});

describe("control characters", () => {
  it("are stripped from every stored field, keeping the line breaks of multi-line ones; no NUL is ever stored", async () => {
    const created = await owner.post("/announcements/api/create/", {
      title: "Sea\u0000son\u0007 6\n",
      introduction: "Line\u0000 one\r\nLine two\u001b",
      content: "<p>Big\u0000 news\u0001</p>",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().announcement_id;
    const stored = await t.db.selectFrom("announcements").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect([stored.title, stored.introduction, stored.content_html]).toEqual([
      "Season 6",
      "Line one\nLine two",
      "<p>Big news</p>",
    ]);
    const single = await owner.post("/announcements/api/create/", { ...announcementForm, title: "Two\nwords" });
    expect(
      (await owner.get(`/announcements/api/view/${single.json().announcement_id}/`)).json().announcement.title,
    ).toBe("Two words");

    const writes = [
      player.post("/announcements/api/comment/post/", { announcement_id: id, comment: "Nice\u0000!\r\nReally" }),
      player.post("/punished/api/appeal/inspect/comment/post/", { appeal_id: appealId, comment: "Any\u0000 news?" }),
      player.post("/punished/api/appeal/create/", {
        punishment_id: await seedPunishment(t.db),
        appeal_message: "Not\u0000 me\u0085",
      }),
      player.post("/users/api/user-profile/edit/", { about_me: "Builder\u0000\r\nof \u0000castles" }),
      new TestClient(t.app).post("/core/contact-us/", {
        name: "Al\u0000ex",
        email: "alex@example.test",
        message: "Hi\u0000\r\nthere",
      }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBeLessThan(300);
    expect((await player.get("/users/api/user-profile/")).json().about_me).toBe("Builder\nof castles");

    const tables = [
      "announcements",
      "announcement_comments",
      "appeals",
      "appeal_comments",
      "users",
      "contact_messages",
    ];
    for (const table of tables) {
      const rows = await t.db
        .selectFrom(table as "users")
        .selectAll()
        .execute();
      expect(rows.length, table).toBeGreaterThan(0);
      expect(JSON.stringify(rows), table).not.toMatch(/\\u0000|\\u000[1-8]|\\u001b/);
    }
  });
});
