import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { seedContactMessage } from "../../../test/factories/admin";

// The owner console's contact inbox (issue 14): stored messages newest first, paged, read marks, delete.

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db, { groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, user.id);
});
afterAll(() => t.close());

describe("the contact inbox", () => {
  it("lists what the contact form stored, newest first, with who sent it when signed in", async () => {
    const sender = await buildUser(t.db, { username: "Sender1" });
    const client = new TestClient(t.app);
    await client.signInAs(t.db, sender.id);
    const sent = await client.post("/core/contact-us/", {
      name: "Sam",
      email: "sam@example.test",
      message: "Hello there",
    });
    expect(sent.statusCode).toBe(201);
    await seedContactMessage(t.db, { name: "Older", created_at: "2026-01-01T00:00:00.000Z" });

    const inbox = (await owner.get("/admin/api/contact/")).json();
    expect(inbox).toMatchObject({ page: 1, page_count: 1, total: 2, unread: 2 });
    expect(inbox.messages).toEqual([
      expect.objectContaining({
        name: "Sam",
        email: "sam@example.test",
        message: "Hello there",
        is_read: false,
        username: "Sender1",
      }),
      expect.objectContaining({ name: "Older", username: null }),
    ]);
  });

  it("marks a message read when opened, and unread again", async () => {
    const id = await seedContactMessage(t.db, { name: "Reader" });
    const unreadBefore = (await owner.get("/admin/api/contact/")).json().unread as number;
    const read = await owner.post(`/admin/api/contact/${id}/read/`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ message: { id, is_read: true }, unread: unreadBefore - 1 });
    // Opening it again changes nothing.
    expect((await owner.post(`/admin/api/contact/${id}/read/`, { read: true })).json().unread).toBe(unreadBefore - 1);
    expect((await owner.post(`/admin/api/contact/${id}/read/`, { read: false })).json()).toMatchObject({
      message: { is_read: false },
      unread: unreadBefore,
    });
    expect((await owner.post(`/admin/api/contact/${id}/read/`, { read: "yes" })).statusCode).toBe(400);
  });

  it("deletes a message for good; a second delete is a 404", async () => {
    const id = await seedContactMessage(t.db, { name: "Spammer" });
    const response = await owner.delete(`/admin/api/contact/${id}/`);
    expect(response.json()).toEqual({ message: "Message deleted." });
    expect(await t.db.selectFrom("contact_messages").where("id", "=", id).selectAll().execute()).toEqual([]);
    expect((await owner.delete(`/admin/api/contact/${id}/`)).statusCode).toBe(404);
    expect((await owner.post(`/admin/api/contact/${id}/read/`, { read: true })).statusCode).toBe(404);
  });

  it("pages 20 messages at a time", async () => {
    for (let index = 0; index < 21; index += 1) {
      await seedContactMessage(t.db, {
        name: `Bulk ${index}`,
        created_at: `2025-06-01T00:00:${String(index).padStart(2, "0")}.000Z`,
      });
    }
    const first = (await owner.get("/admin/api/contact/")).json();
    expect(first.messages).toHaveLength(20);
    expect(first.page_count).toBe(Math.ceil(first.total / 20));
    const last = (await owner.get(`/admin/api/contact/?page=${first.page_count}`)).json();
    expect(last.messages.at(-1).name).toBe("Bulk 0");
  });
});
