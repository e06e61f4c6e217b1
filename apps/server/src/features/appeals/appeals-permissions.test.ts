import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { appealTablesSnapshot } from "../../../test/factories/appeals";
import { seedPunishment } from "../../../test/factories/punishments";

// Spec §6 for every appeal endpoint: who gets what, and a refused call changes nothing.

const ACTORS = ["anonymous", "submitter", "other", "administrator", "owner"] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

const BASE = "/punished/api/appeal";
let t: TestApp;
const clients = {} as Record<Actor, TestClient>;

beforeAll(async () => {
  // These tests post many appeals and comments as one account; the posting limits have their own tests.
  t = await createTestApp({ COMMENTS_PER_MINUTE: "0", COMMENTS_PER_HOUR: "0", APPEALS_PER_DAY: "0" });
  const groups: Record<Actor, string[] | null> = {
    anonymous: null,
    submitter: [],
    other: [],
    administrator: ["administrators"],
    owner: ["owner"],
  };
  for (const actor of ACTORS) {
    const client = new TestClient(t.app);
    const actorGroups = groups[actor];
    if (actorGroups) {
      const user = await buildUser(t.db, { username: `${actor}${Date.now().toString(36)}`, groups: actorGroups });
      await client.signInAs(t.db, user.id);
    }
    clients[actor] = client;
  }
});
afterAll(() => t.close());

/** A new punishment with an open appeal by the submitter. */
async function freshAppeal() {
  const punishmentId = await seedPunishment(t.db);
  const response = await clients.submitter.post(`${BASE}/create/`, {
    punishment_id: punishmentId,
    appeal_message: "I was not on the server that day.",
  });
  expect(response.statusCode).toBe(201);
  return { punishmentId, appealId: response.json<{ appeal_id: number }>().appeal_id };
}

async function commentBy(actor: Actor, appealId: number) {
  const response = await clients[actor].post(`${BASE}/inspect/comment/post/`, {
    appeal_id: appealId,
    comment: `A word from the ${actor}.`,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ comment: { id: number } }>().comment.id;
}

/**
 * Calls the endpoint as each actor on fresh data made by `setup`; a refusal must answer the
 * expected status with a message and leave every appeal table as it was.
 */
function matrix<T>(
  expected: Expected,
  setup: () => Promise<T>,
  call: (client: TestClient, data: T) => Promise<LightMyRequestResponse>,
) {
  it.each(ACTORS)("as %s", async (actor) => {
    const data = await setup();
    const before = await appealTablesSnapshot(t.db);
    const response = await call(clients[actor], data);
    expect(response.statusCode, response.body).toBe(expected[actor]);
    if (response.statusCode >= 400) {
      expect(response.json().message).toEqual(expect.any(String));
      expect(await appealTablesSnapshot(t.db)).toEqual(before);
    }
  });
}

const nothing = async () => undefined;

const READERS: Expected = { anonymous: 401, submitter: 200, other: 403, administrator: 200, owner: 200 };
const ADMINS: Expected = { anonymous: 401, submitter: 403, other: 403, administrator: 200, owner: 200 };
const EVERY_USER: Expected = { anonymous: 401, submitter: 200, other: 200, administrator: 200, owner: 200 };

describe("POST verify", () => {
  matrix(
    EVERY_USER,
    () => seedPunishment(t.db, { player: "VerifyMe", type: "Mute" }),
    (client) => client.post(`${BASE}/verify/`, { player_name: "VerifyMe", punishment_type: "Mute" }),
  );
});

describe("POST create", () => {
  matrix(
    { ...EVERY_USER, submitter: 201, other: 201, administrator: 201, owner: 201 },
    () => seedPunishment(t.db),
    (client, punishmentId) =>
      client.post(`${BASE}/create/`, { punishment_id: punishmentId, appeal_message: "Please." }),
  );
});

describe("GET list (own appeals)", () => {
  it.each(ACTORS)("as %s: only the caller's own appeals", async (actor) => {
    const { appealId } = await freshAppeal();
    const response = await clients[actor].get(`${BASE}/list/?is_open=true`);
    expect(response.statusCode).toBe(EVERY_USER[actor]);
    if (actor === "anonymous") return;
    const ids = response.json<{ appeals: { id: number }[] }>().appeals.map((appeal) => appeal.id);
    expect(ids.includes(appealId)).toBe(actor === "submitter");
  });
});

describe("GET list/admin", () => {
  matrix(ADMINS, nothing, (client) => client.get(`${BASE}/list/admin/?is_open=true`));

  it("shows administrators and the owner everyone's appeals", async () => {
    const { appealId } = await freshAppeal();
    for (const actor of ["administrator", "owner"] as const) {
      const response = await clients[actor].get(`${BASE}/list/admin/?is_open=true`);
      expect(response.json<{ appeals: { id: number }[] }>().appeals.map((appeal) => appeal.id)).toContain(appealId);
    }
  });
});

describe("GET inspect", () => {
  matrix(READERS, freshAppeal, (client, { appealId }) => client.get(`${BASE}/inspect/${appealId}/`));

  it("answers 404 for an appeal that does not exist, to anyone signed in", async () => {
    for (const actor of ACTORS.slice(1)) {
      expect((await clients[actor].get(`${BASE}/inspect/999999/`)).statusCode).toBe(404);
    }
  });
});

describe("POST modify", () => {
  matrix(ADMINS, freshAppeal, (client, { appealId }) =>
    client.post(`${BASE}/inspect/${appealId}/modify/`, { status: "Denied", is_opened: false }),
  );
});

describe("POST comment", () => {
  matrix({ ...READERS, submitter: 201, administrator: 201, owner: 201 }, freshAppeal, (client, { appealId }) =>
    client.post(`${BASE}/inspect/comment/post/`, { appeal_id: appealId, comment: "Any news?" }),
  );
});

describe("DELETE comment", () => {
  const deleted: Expected = { anonymous: 401, submitter: 204, other: 403, administrator: 204, owner: 204 };

  describe("the submitter's comment", () => {
    matrix(
      deleted,
      async () => commentBy("submitter", (await freshAppeal()).appealId),
      (client, commentId) => client.delete(`${BASE}/inspect/comment/delete/${commentId}/`),
    );
  });

  describe("an administrator's comment", () => {
    matrix(
      { ...deleted, submitter: 403 },
      async () => commentBy("administrator", (await freshAppeal()).appealId),
      (client, commentId) => client.delete(`${BASE}/inspect/comment/delete/${commentId}/`),
    );
  });
});

describe("new-appeal e-mails setting", () => {
  describe("GET", () => {
    matrix(ADMINS, nothing, (client) => client.get(`${BASE}/notifications/`));
  });
  describe("POST", () => {
    matrix(ADMINS, nothing, (client) => client.post(`${BASE}/notifications/`, { enabled: true }));
  });
});
