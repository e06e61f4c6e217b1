import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import {
  type Actor,
  type ActorName,
  buildActors,
  createAnnouncement,
  form,
} from "../../../test/factories/announcements";
import { coverUpload, picture } from "../../../test/factories/pictures";

// The permission matrix: every announcement endpoint, for anonymous, a plain user, each of the
// three permissions alone and the owner. A refusal must leave the data exactly as it was.

let t: TestApp;
let actors: Record<ActorName, Actor>;
let owner: TestClient;
/** Another user's comments, for the delete-comment row. */
let bystander: TestClient;
const names: ActorName[] = ["anonymous", "plain", "create", "edit", "delete", "owner"];

beforeAll(async () => {
  // These tests post many comments as one account; flood control has its own tests.
  t = await createTestApp({ COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0" });
  actors = await buildActors(t);
  owner = actors.owner.client;
  bystander = new TestClient(t.app);
  await bystander.signInAs(t.db, (await buildUser(t.db)).id);
});
afterAll(() => t.close());

const snapshot = async () => ({
  announcements: await t.db.selectFrom("announcements").selectAll().orderBy("id").execute(),
  comments: await t.db.selectFrom("announcement_comments").selectAll().orderBy("id").execute(),
});

/** Runs the call for each actor; refused calls must leave both tables unchanged. */
async function expectMatrix(
  expected: Record<ActorName, number>,
  call: (actor: Actor) => Promise<{ statusCode: number; body: string }>,
) {
  const seen: Partial<Record<ActorName, number>> = {};
  for (const name of names) {
    const before = await snapshot();
    const response = await call(actors[name]);
    seen[name] = response.statusCode;
    if (response.statusCode >= 400) expect(await snapshot(), `${name} changed data`).toEqual(before);
  }
  expect(seen).toEqual(expected);
}

const everyone = (status: number) =>
  Object.fromEntries(names.map((name) => [name, status])) as Record<ActorName, number>;

describe("permission matrix", () => {
  it("list, view, comments and feed are public; the flags follow the permissions", async () => {
    const id = await createAnnouncement(owner);
    await expectMatrix(everyone(200), (actor) => actor.client.get("/announcements/api/list/"));
    await expectMatrix(everyone(200), (actor) => actor.client.get(`/announcements/api/view/${id}/`));
    await expectMatrix(everyone(200), (actor) => actor.client.get(`/announcements/api/comments/${id}/`));
    await expectMatrix(everyone(200), (actor) => actor.client.get("/announcements/feed.xml"));

    const flags: Record<string, unknown> = {};
    for (const name of names) {
      const list = (await actors[name].client.get("/announcements/api/list/")).json();
      const view = (await actors[name].client.get(`/announcements/api/view/${id}/`)).json();
      flags[name] = [list.can_create, view.can_edit, view.can_delete];
    }
    expect(flags).toEqual({
      anonymous: [false, false, false],
      plain: [false, false, false],
      create: [true, false, false],
      edit: [false, true, false],
      delete: [false, false, true],
      owner: [true, true, true],
    });
  });

  it("create needs announcements.create", async () => {
    await expectMatrix({ anonymous: 401, plain: 403, create: 201, edit: 403, delete: 403, owner: 201 }, (actor) =>
      actor.client.post("/announcements/api/create/", form({ title: `by ${actor.name}` })),
    );
  });

  it("a refused caller learns nothing about the form: permission first, then validation", async () => {
    const invalid = { title: "" };
    expect((await actors.anonymous.client.post("/announcements/api/create/", invalid)).statusCode).toBe(401);
    expect((await actors.edit.client.post("/announcements/api/create/", invalid)).statusCode).toBe(403);
    expect((await actors.create.client.post("/announcements/api/create/", invalid)).statusCode).toBe(400);
  });

  it("reading and saving the edit form needs announcements.edit", async () => {
    const id = await createAnnouncement(owner);
    await expectMatrix({ anonymous: 401, plain: 403, create: 403, edit: 200, delete: 403, owner: 200 }, (actor) =>
      actor.client.get(`/announcements/api/edit/${id}/`),
    );
    await expectMatrix({ anonymous: 401, plain: 403, create: 403, edit: 200, delete: 403, owner: 200 }, (actor) =>
      actor.client.post(`/announcements/api/edit/${id}/`, form({ title: `edited by ${actor.name}` })),
    );
    const { announcement } = (await owner.get(`/announcements/api/view/${id}/`)).json();
    expect(announcement.title).toBe("edited by owner");
  });

  it("delete needs announcements.delete", async () => {
    const ids: Record<string, number> = {};
    for (const name of names) ids[name] = await createAnnouncement(owner, { title: `for ${name}` });
    await expectMatrix({ anonymous: 401, plain: 403, create: 403, edit: 403, delete: 204, owner: 204 }, (actor) =>
      actor.client.delete(`/announcements/api/delete/${ids[actor.name]}/`),
    );
    for (const name of ["anonymous", "plain", "create", "edit"]) {
      expect((await owner.get(`/announcements/api/view/${ids[name]}/`)).statusCode, name).toBe(200);
    }
  });

  it("posting a comment needs sign-in only", async () => {
    const id = await createAnnouncement(owner);
    await expectMatrix({ ...everyone(201), anonymous: 401 }, (actor) =>
      actor.client.post("/announcements/api/comment/post/", { announcement_id: id, comment: `from ${actor.name}` }),
    );
  });

  it("deleting someone else's comment needs the owner; every author deletes their own", async () => {
    const id = await createAnnouncement(owner);
    const others: number[] = [];
    for (const _ of names) {
      const posted = await bystander.post("/announcements/api/comment/post/", { announcement_id: id, comment: "hi" });
      others.push(posted.json().comment.id);
    }
    await expectMatrix({ anonymous: 401, plain: 403, create: 403, edit: 403, delete: 403, owner: 204 }, (actor) =>
      actor.client.delete(`/announcements/api/comment/delete/${others[names.indexOf(actor.name)]}/`),
    );
    const own: Record<string, number> = {};
    for (const name of names.filter((n) => n !== "anonymous")) {
      const posted = await actors[name].client.post("/announcements/api/comment/post/", {
        announcement_id: id,
        comment: "mine",
      });
      own[name] = posted.json().comment.id;
    }
    await expectMatrix({ ...everyone(204), anonymous: 401 }, (actor) =>
      actor.client.delete(`/announcements/api/comment/delete/${own[actor.name] ?? own.plain}/`),
    );
  });

  it("the cover picture needs announcements.edit, or announcements.create on one's own announcement", async () => {
    const byOwner = await createAnnouncement(owner);
    const data = await picture("png", 1300, 700);
    const upload = async (actor: Actor, id: number) =>
      actor.client.request({ method: "POST", url: `/announcements/api/image/${id}/`, ...(await coverUpload(data)) });
    await expectMatrix({ anonymous: 401, plain: 403, create: 403, edit: 200, delete: 403, owner: 200 }, (actor) =>
      upload(actor, byOwner),
    );
    await expectMatrix({ anonymous: 401, plain: 403, create: 403, edit: 200, delete: 403, owner: 200 }, (actor) =>
      actor.client.delete(`/announcements/api/image/${byOwner}/`),
    );
    const byCreator = await createAnnouncement(actors.create.client);
    expect((await upload(actors.create, byCreator)).statusCode).toBe(200);
    expect((await actors.create.client.delete(`/announcements/api/image/${byCreator}/`)).statusCode).toBe(200);
  });
});
