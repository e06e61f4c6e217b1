import { existsSync } from "node:fs";
import { join } from "node:path";
import { LIMITS } from "@bastion/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestClient } from "../../../test/app";
import {
  type Actor,
  type ActorName,
  buildActors,
  createAnnouncement,
  form,
} from "../../../test/factories/announcements";
import { coverUpload, picture } from "../../../test/factories/pictures";

let t: TestApp;
let actors: Record<ActorName, Actor>;
let owner: TestClient;
beforeAll(async () => {
  // These tests post many comments as one account; flood control has its own tests.
  t = await createTestApp({ COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0" });
  actors = await buildActors(t);
  owner = actors.owner.client;
});
afterAll(() => t.close());

const mediaFile = (url: string) => join(t.config.dataDir, url);

describe("announcement list", () => {
  it("answers an empty first page and says who may create", async () => {
    await t.db.deleteFrom("announcements").execute();
    const anonymous = await actors.anonymous.client.get("/announcements/api/list/");
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ announcements: [], pageNumbers: [1], can_create: false });
    expect((await owner.get("/announcements/api/list/")).json().can_create).toBe(true);
    expect((await actors.create.client.get("/announcements/api/list/")).json().can_create).toBe(true);
    expect((await actors.edit.client.get("/announcements/api/list/")).json().can_create).toBe(false);
  });

  it("pages nine cards at a time, newest first", async () => {
    await t.db.deleteFrom("announcements").execute();
    for (let index = 1; index <= 11; index += 1) await createAnnouncement(owner, { title: `News ${index}` });
    const first = (await owner.get("/announcements/api/list/?page=1")).json();
    expect(first.pageNumbers).toEqual([1, 2]);
    expect(first.announcements).toHaveLength(LIMITS.announcementsPageSize);
    expect(first.announcements[0].title).toBe("News 11");
    expect(Object.keys(first.announcements[0]).sort()).toEqual(["created_at", "id", "img", "introduction", "title"]);
    const second = (await owner.get("/announcements/api/list/?page=2")).json();
    expect(second.announcements.map((item: { title: string }) => item.title)).toEqual(["News 2", "News 1"]);
    expect((await owner.get("/announcements/api/list/?page=7")).json().announcements).toEqual([]);
  });

  it("refuses a page that is not a positive whole number", async () => {
    for (const page of ["0", "-1", "abc", "1.5"]) {
      const response = await owner.get(`/announcements/api/list/?page=${page}`);
      expect(response.statusCode, page).toBe(400);
      expect(response.json().errors.page).toBeDefined();
    }
  });
});

describe("create, view, edit and delete", () => {
  it("creates an announcement whose detail shows author, dates and sanitised content", async () => {
    const id = await createAnnouncement(owner, {
      title: "  Trimmed title  ",
      content: '<h2>Hello</h2><p onclick="x()">World <a href="https://example.org">link</a></p>',
    });
    const response = await actors.anonymous.client.get(`/announcements/api/view/${id}/`);
    expect(response.statusCode).toBe(200);
    const { announcement, comments, comments_has_more, can_edit, can_delete } = response.json();
    const ownerUser = await t.db
      .selectFrom("users")
      .select("username")
      .where("id", "=", actors.owner.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(announcement).toMatchObject({
      id,
      title: "Trimmed title",
      introduction: form().introduction,
      content:
        '<h2>Hello</h2><p>World <a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">link</a></p>',
      img: null,
      author: ownerUser.username,
      user_profile_img: null,
      updated_by: ownerUser.username,
    });
    expect(announcement.updated_at).toBe(announcement.created_at);
    expect(comments).toEqual([]);
    expect(comments_has_more).toBe(false);
    expect([can_edit, can_delete]).toEqual([false, false]);
  });

  it("answers 404 for an announcement that does not exist and 400 for a malformed id", async () => {
    expect((await owner.get("/announcements/api/view/999999/")).statusCode).toBe(404);
    expect((await owner.get("/announcements/api/view/abc/")).statusCode).toBe(400);
    expect((await owner.get("/announcements/api/edit/999999/")).statusCode).toBe(404);
    expect((await owner.post("/announcements/api/edit/999999/", form())).statusCode).toBe(404);
    expect((await owner.delete("/announcements/api/delete/999999/")).statusCode).toBe(404);
  });

  it("checks the limits: title 75, introduction 250, content not blank after sanitising", async () => {
    const cases: [Parameters<typeof form>[0], string][] = [
      [{ title: "x".repeat(76) }, "title"],
      [{ title: "   " }, "title"],
      [{ introduction: "x".repeat(251) }, "introduction"],
      [{ introduction: "" }, "introduction"],
      [{ content: "" }, "content"],
      [{ content: "<p></p>" }, "content"],
      [{ content: "<p> &nbsp; <br></p>" }, "content"],
      [{ content: "<script>alert(1)</script>" }, "content"],
      [{ content: '<img src="javascript:alert(1)">' }, "content"],
    ];
    const before = await t.db.selectFrom("announcements").select("id").execute();
    for (const [overrides, field] of cases) {
      const response = await owner.post("/announcements/api/create/", form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    expect(await t.db.selectFrom("announcements").select("id").execute()).toHaveLength(before.length);
    const content = (await owner.post("/announcements/api/create/", form({ content: "<p></p>" }))).json();
    expect(content.errors.content).toEqual(["Content is required."]);
  });

  it("accepts exactly 75 and 250 characters, and a picture as the only content", async () => {
    const id = await createAnnouncement(owner, {
      title: "t".repeat(75),
      introduction: "i".repeat(250),
      content: '<p><img src="https://images.example.org/map.png" alt="The map"></p>',
    });
    const { announcement } = (await owner.get(`/announcements/api/view/${id}/`)).json();
    expect(announcement.title).toHaveLength(75);
    expect(announcement.content).toBe('<p><img alt="The map" src="https://images.example.org/map.png" /></p>');
  });

  it("edits: the form starts from the stored text and the save records who and when", async () => {
    const id = await createAnnouncement(actors.create.client, { title: "Before" });
    const editor = actors.edit.client;
    const current = await editor.get(`/announcements/api/edit/${id}/`);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ id, title: "Before", introduction: form().introduction, img: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const saved = await editor.post(`/announcements/api/edit/${id}/`, form({ title: "After", content: "<p>New</p>" }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ announcement_id: id });
    const { announcement } = (await editor.get(`/announcements/api/view/${id}/`)).json();
    const editorName = await t.db
      .selectFrom("users")
      .select("username")
      .where("id", "=", actors.edit.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(announcement).toMatchObject({ title: "After", content: "<p>New</p>", updated_by: editorName.username });
    expect(announcement.updated_at > announcement.created_at).toBe(true);
    expect(announcement.author).not.toBe(editorName.username);
  });

  it("deletes an announcement with its comments and its picture", async () => {
    const id = await createAnnouncement(owner);
    await actors.plain.client.post("/announcements/api/comment/post/", { announcement_id: id, comment: "First!" });
    const upload = await coverUpload(await picture("png", 1600, 900));
    const cover = (await owner.request({ method: "POST", url: `/announcements/api/image/${id}/`, ...upload })).json<{
      img: string;
    }>().img;
    expect(existsSync(mediaFile(cover))).toBe(true);

    const response = await owner.delete(`/announcements/api/delete/${id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await owner.get(`/announcements/api/view/${id}/`)).statusCode).toBe(404);
    const left = await t.db
      .selectFrom("announcement_comments")
      .select("id")
      .where("announcement_id", "=", id)
      .execute();
    expect(left).toEqual([]);
    expect(existsSync(mediaFile(cover))).toBe(false);
  });

  it("refuses a state change without the CSRF tokens", async () => {
    const response = await t.app.inject({ method: "POST", url: "/announcements/api/create/", payload: form() });
    expect(response.statusCode).toBe(403);
  });
});

describe("what visitors who are not signed in read (shared for a moment)", () => {
  it("shows them every write through this instance at once: the list, the page, its comments and the feed", async () => {
    const visitor = actors.anonymous.client;
    const titles = async () =>
      (await visitor.get("/announcements/api/list/")).json().announcements.map((item: { title: string }) => item.title);
    const feed = async () => (await visitor.get("/announcements/feed.xml")).body;
    const comments = async (id: number) =>
      (await visitor.get(`/announcements/api/view/${id}/`)).json().comments.map((c: { comment: string }) => c.comment);

    const id = await createAnnouncement(owner, { title: "Shared before" });
    // Read once, so each answer is kept for the moment.
    expect((await titles())[0]).toBe("Shared before");
    expect(await feed()).toContain("Shared before");
    expect(await comments(id)).toEqual([]);

    const edited = await owner.post(`/announcements/api/edit/${id}/`, form({ title: "Shared after" }));
    expect(edited.statusCode).toBe(200);
    expect((await titles())[0]).toBe("Shared after");
    expect(await feed()).toContain("Shared after");
    expect((await visitor.get(`/announcements/api/view/${id}/`)).json().announcement.title).toBe("Shared after");

    const posted = await actors.plain.client.post("/announcements/api/comment/post/", {
      announcement_id: id,
      comment: "Seen at once",
    });
    expect(await comments(id)).toEqual(["Seen at once"]);
    const removed = await actors.plain.client.delete(`/announcements/api/comment/delete/${posted.json().comment.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(await comments(id)).toEqual([]);

    const newer = await createAnnouncement(owner, { title: "Shared newest" });
    expect((await titles())[0]).toBe("Shared newest");
    await owner.delete(`/announcements/api/delete/${newer}/`);
    expect((await titles())[0]).toBe("Shared after");
    expect((await visitor.get(`/announcements/api/view/${newer}/`)).statusCode).toBe(404);
  });

  it("never gives a visitor what a signed-in reader may do", async () => {
    const id = await createAnnouncement(owner);
    // The owner reads first: what they may do is not kept for the visitor who comes next.
    expect((await owner.get(`/announcements/api/view/${id}/`)).json()).toMatchObject({
      can_edit: true,
      can_delete: true,
    });
    expect((await owner.get("/announcements/api/list/")).json().can_create).toBe(true);
    const visitor = actors.anonymous.client;
    expect((await visitor.get(`/announcements/api/view/${id}/`)).json()).toMatchObject({
      can_edit: false,
      can_delete: false,
    });
    expect((await visitor.get("/announcements/api/list/")).json().can_create).toBe(false);
    // And what the visitor read is not what the owner gets next.
    expect((await owner.get("/announcements/api/list/")).json().can_create).toBe(true);
  });
});

describe("comments", () => {
  it("posts plain text as the signed-in user and shows it newest first", async () => {
    const id = await createAnnouncement(owner);
    const plain = actors.plain.client;
    const posted = await plain.post("/announcements/api/comment/post/", {
      announcement_id: id,
      comment: "  <b>Great</b> news\r\nsee you there  ",
      "g-recaptcha-response": "",
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().comment).toMatchObject({ comment: "<b>Great</b> news\nsee you there", can_delete: true });
    await actors.edit.client.post("/announcements/api/comment/post/", { announcement_id: id, comment: "Second" });
    const { comments } = (await plain.get(`/announcements/api/view/${id}/`)).json();
    expect(comments.map((c: { comment: string }) => c.comment)).toEqual(["Second", "<b>Great</b> news\nsee you there"]);
    expect(comments.map((c: { can_delete: boolean }) => c.can_delete)).toEqual([false, true]);
    expect(Object.keys(comments[0]).sort()).toEqual([
      "author",
      "can_delete",
      "comment",
      "created_at",
      "id",
      "rank_badge",
      "user_profile_img",
    ]);
  });

  it("refuses a blank or too long comment, and one on a missing announcement", async () => {
    const id = await createAnnouncement(owner);
    const plain = actors.plain.client;
    for (const comment of ["", "   ", "\u0001\u0002", "x".repeat(LIMITS.announcementComment + 1)]) {
      const response = await plain.post("/announcements/api/comment/post/", { announcement_id: id, comment });
      expect(response.statusCode, JSON.stringify(comment)).toBe(400);
      expect(response.json().errors.comment).toBeDefined();
    }
    const longest = "x".repeat(LIMITS.announcementComment);
    expect(
      (await plain.post("/announcements/api/comment/post/", { announcement_id: id, comment: longest })).statusCode,
    ).toBe(201);
    const missing = await plain.post("/announcements/api/comment/post/", { announcement_id: 999999, comment: "hi" });
    expect(missing.statusCode).toBe(404);
  });

  it("loads long comment lists in steps of 20", async () => {
    const id = await createAnnouncement(owner);
    const total = LIMITS.announcementCommentsPageSize * 2 + 5;
    for (let index = 1; index <= total; index += 1) {
      await actors.plain.client.post("/announcements/api/comment/post/", { announcement_id: id, comment: `c${index}` });
    }
    const first = (await actors.anonymous.client.get(`/announcements/api/view/${id}/`)).json();
    expect(first.comments).toHaveLength(20);
    expect(first.comments[0].comment).toBe(`c${total}`);
    expect(first.comments_has_more).toBe(true);
    const seen = first.comments.map((c: { comment: string }) => c.comment);
    let cursor = first.comments.at(-1).id;
    let more = true;
    while (more) {
      const step = (await actors.anonymous.client.get(`/announcements/api/comments/${id}/?before=${cursor}`)).json();
      seen.push(...step.comments.map((c: { comment: string }) => c.comment));
      cursor = step.comments.at(-1)?.id;
      more = step.has_more;
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, index) => `c${total - index}`));
    expect((await owner.get("/announcements/api/comments/999999/")).statusCode).toBe(404);
  });

  it("keeps its place when the last loaded comment was deleted meanwhile", async () => {
    const id = await createAnnouncement(owner);
    const ids: number[] = [];
    for (let index = 1; index <= 3; index += 1) {
      const posted = await actors.plain.client.post("/announcements/api/comment/post/", {
        announcement_id: id,
        comment: `k${index}`,
      });
      ids.push(posted.json().comment.id);
    }
    await actors.plain.client.delete(`/announcements/api/comment/delete/${ids[1]}/`);
    const step = (await owner.get(`/announcements/api/comments/${id}/?before=${ids[1]}`)).json();
    expect(step.comments.map((c: { comment: string }) => c.comment)).toEqual(["k1"]);
  });

  it("lets the author and the owner delete a comment, nobody else", async () => {
    const id = await createAnnouncement(owner);
    const post = async () =>
      (
        await actors.plain.client.post("/announcements/api/comment/post/", { announcement_id: id, comment: "mine" })
      ).json().comment.id as number;
    const first = await post();
    expect((await actors.delete.client.delete(`/announcements/api/comment/delete/${first}/`)).statusCode).toBe(403);
    expect((await actors.plain.client.delete(`/announcements/api/comment/delete/${first}/`)).statusCode).toBe(204);
    const second = await post();
    expect((await owner.get(`/announcements/api/view/${id}/`)).json().comments[0].can_delete).toBe(true);
    expect((await owner.delete(`/announcements/api/comment/delete/${second}/`)).statusCode).toBe(204);
    expect((await owner.delete(`/announcements/api/comment/delete/${second}/`)).statusCode).toBe(404);
    expect((await owner.get(`/announcements/api/view/${id}/`)).json().comments).toEqual([]);
  });
});

describe("cover picture", () => {
  it("stores an upload as a 1200x630 WebP, replaces and removes it, deleting old files", async () => {
    const id = await createAnnouncement(owner);
    const upload = async (format: "png" | "jpeg" | "webp") =>
      owner.request({
        method: "POST",
        url: `/announcements/api/image/${id}/`,
        ...(await coverUpload(await picture(format, 1600, 900))),
      });
    const first = await upload("png");
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().img as string;
    expect(firstUrl).toMatch(/^\/media\/announcements\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(mediaFile(firstUrl)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 630]);
    const card = (await owner.get("/announcements/api/list/"))
      .json()
      .announcements.find((item: { id: number }) => item.id === id);
    expect(card.img).toBe(firstUrl);
    expect((await t.app.inject({ method: "GET", url: firstUrl })).statusCode).toBe(200);

    const second = (await upload("webp")).json().img as string;
    expect(second).not.toBe(firstUrl);
    expect(existsSync(mediaFile(firstUrl))).toBe(false);
    expect((await upload("jpeg")).statusCode).toBe(200);

    const removed = await owner.delete(`/announcements/api/image/${id}/`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ img: null });
    expect((await owner.get(`/announcements/api/view/${id}/`)).json().announcement.img).toBeNull();
  });

  it("refuses files that are not JPEG, PNG or WebP pictures, whatever their name", async () => {
    const id = await createAnnouncement(owner);
    for (const [data, type] of [
      [Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"), "image/png"],
      [await picture("gif", 1600, 900), "image/gif"],
    ] as const) {
      const response = await owner.request({
        method: "POST",
        url: `/announcements/api/image/${id}/`,
        ...(await coverUpload(data, type)),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.img).toBeDefined();
    }
    const wrongField = await owner.request({
      method: "POST",
      url: `/announcements/api/image/${id}/`,
      ...(await coverUpload(await picture("png", 1600, 900), "image/png", "file")),
    });
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await owner.post(`/announcements/api/image/${id}/`, { img: "x" });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
    expect((await owner.get(`/announcements/api/view/${id}/`)).json().announcement.img).toBeNull();
  });
});

describe("feed", () => {
  it("serves RSS 2.0 of the 20 newest, escaped, with absolute links", async () => {
    await t.db.deleteFrom("announcements").execute();
    for (let index = 1; index <= 22; index += 1) await createAnnouncement(owner, { title: `Feed ${index}` });
    const id = await createAnnouncement(owner, {
      title: "Tom & Jerry <script>alert(1)</script>",
      introduction: "Quotes \" and ' and <b>tags</b>",
    });
    const response = await actors.anonymous.client.get("/announcements/feed.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/rss\+xml/);
    const xml = response.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(LIMITS.announcementFeedItems);
    expect(xml).toContain("<title>Tom &amp; Jerry &lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(xml).toContain("<description>Quotes &quot; and &#39; and &lt;b&gt;tags&lt;/b&gt;</description>");
    expect(xml).toContain(`<link>http://localhost:3000/announcements/${id}/</link>`);
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("Feed 1<");
  });
});
