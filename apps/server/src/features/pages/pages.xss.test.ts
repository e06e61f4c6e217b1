import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createPage } from "../../../test/factories/pages";
import { XSS_CONTENT, XSS_VECTORS } from "../../../test/fixtures/xss-vectors";
import { htmlProblems } from "../../../test/html-problems";

// Issue 30: a page's content goes through the announcements' sanitiser, on create, edit and restore
// alike; the title is text. The same payloads as announcements.xss.test.ts.

let t: TestApp;
let owner: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.db.selectFrom("pages").select("content_html").where("id", "=", id).executeTakeFirstOrThrow()).content_html;

describe("XSS vectors in a page", () => {
  it.each(Object.entries(XSS_VECTORS))("create stores %s clean, and serves what it stored", async (_name, vector) => {
    const { id, slug } = await createPage(owner, { content: `<p>Keep me.</p>${vector}` });
    const html = await stored(id);
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain("<p>Keep me.</p>");
    expect((await new TestClient(t.app).get(`/core/api/pages/${slug}/`)).json().content).toBe(html);
  });

  it("edit stores every vector at once clean; its revision too, and a restore of it", async () => {
    const { id, form } = await createPage(owner);
    const response = await owner.post(`/admin/api/pages/${id}/`, { ...form, content: XSS_CONTENT });
    expect(response.statusCode).toBe(200);
    const html = await stored(id);
    expect(htmlProblems(html)).toEqual([]);
    expect(html).toContain("<p>Safe intro text.</p>");
    expect(html).toContain('<img alt="" src="https://images.example.org/a.png" />');
    const { revisions } = (await owner.get(`/admin/api/pages/${id}/revisions/`)).json();
    const newest = (await owner.get(`/admin/api/pages/${id}/revisions/${revisions[0].id}/`)).json();
    expect(newest.content).toBe(html);
    await owner.post(`/admin/api/pages/${id}/`, { ...form, content: "<p>Plain again.</p>" });
    await owner.post(`/admin/api/pages/${id}/revisions/${revisions[0].id}/restore/`);
    expect(htmlProblems(await stored(id))).toEqual([]);
  });

  it("refuses content that is nothing once cleaned", async () => {
    const response = await owner.post("/admin/api/pages/", {
      title: "Empty",
      slug: "empty-after-cleaning",
      content: `<p>&#8203;</p>${XSS_VECTORS["script tag"]}`,
      visibility: "everyone",
      groups: [],
      published: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.content).toEqual(["Content is required."]);
  });

  it("keeps the title as typed text", async () => {
    const title = "<img src=x onerror=alert(1)>";
    const { slug } = await createPage(owner, { title });
    expect((await new TestClient(t.app).get(`/core/api/pages/${slug}/`)).json().title).toBe(title);
  });
});
