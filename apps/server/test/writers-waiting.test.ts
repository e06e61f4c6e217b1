import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "../src/features/api-keys/api-keys.service";
import { CLI_ACTOR } from "../src/features/audit/audit.service";
import { createTestApp, type TestApp, TestClient } from "./app";
import { punishmentInput } from "./factories/punishments";

// Issue 21, item 10: a page load or a sign-up must not queue behind the game server's punishment
// batches. With one SQLite connection behind a mutex, both waited for every batch sent before them.

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await createApiKey(t.db, { name: "Game server", scopes: ["punishments:write"] }, CLI_ACTOR));
});
afterAll(() => t.close());

let batchCounter = 0;
function sendBatch() {
  batchCounter += 1;
  const prefix = `w${batchCounter}`;
  const punishments = Array.from({ length: 1000 }, (_, index) =>
    punishmentInput({ id: `${prefix}-${index}`, player: `${prefix}Player${index % 400}` }),
  );
  return t.app.inject({
    method: "POST",
    url: "/api/v1/punishments",
    headers: { authorization: `Bearer ${key}` },
    payload: { punishments },
  });
}

/** Resolves with the order in which the batches and the other request finished. */
async function finishingOrder(other: () => Promise<{ statusCode: number }>) {
  const order: string[] = [];
  const batches = Array.from({ length: 6 }, (_, index) =>
    sendBatch().then((response) => {
      expect(response.statusCode).toBe(200);
      order.push(`batch ${index + 1}`);
    }),
  );
  // Let the batches reach the database first.
  await new Promise((resolve) => setTimeout(resolve, 30));
  const answer = other().then((response) => {
    order.push("other");
    return response;
  });
  await Promise.all([...batches, answer]);
  return { order, response: await answer };
}

describe("writers waiting on each other", () => {
  it("keeps the counters equal to the rows when batches sharing players and ids arrive together", async () => {
    // Eight batches at once: each re-sends half of its neighbour's ids with another type and date, and
    // all of them punish the same 50 players. On PostgreSQL they run in parallel.
    const batch = (n: number) =>
      Array.from({ length: 200 }, (_, index) =>
        punishmentInput({
          id: `shared-${n * 100 + index}`,
          player: `Shared${index % 50}`,
          type: (["Ban", "Mute", "Kick", "Warning"] as const)[(n + index) % 4],
          date: new Date(Date.UTC(2026, 2, 1 + ((n * 7 + index) % 20), 12)).toISOString(),
        }),
      );
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/punishments",
          headers: { authorization: `Bearer ${key}` },
          payload: { punishments: batch(n) },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const stored = await t.db
      .selectFrom("punishments")
      .select(["type", "date"])
      .where("external_id", "like", "shared-%")
      .execute();
    expect(stored).toHaveLength(900);
    const client = new TestClient(t.app);
    for (const type of ["Ban", "Mute", "Kick", "Warning"] as const) {
      const expected = stored.filter((row) => row.type === type).length;
      const page = await client.get(`/punished/api/punished-players/?punishment_type=${type}&search_query=shared`);
      expect(page.json<{ pageNumbers: number[] }>().pageNumbers).toHaveLength(Math.ceil(expected / 20));
      // A page deep in the list starts where the day counts say it does.
      const last = Math.ceil(expected / 20);
      const deep = await client.get(
        `/punished/api/punished-players/?punishment_type=${type}&search_query=shar&page=${last}`,
      );
      expect(deep.json<{ punishments: unknown[] }>().punishments).toHaveLength(expected - (last - 1) * 20);
    }
  });

  it("answers a page of the punishment list while batches are being written", async () => {
    const { order, response } = await finishingOrder(() =>
      new TestClient(t.app).get("/punished/api/punished-players/?page=1"),
    );
    expect(response.statusCode).toBe(200);
    expect(order.indexOf("other")).toBeLessThan(order.length - 1);
  });

  it("lets a small write through before the batches queued ahead of it", async () => {
    const { order, response } = await finishingOrder(() =>
      new TestClient(t.app).request({
        method: "POST",
        url: "/core/contact-us/",
        remoteAddress: "198.51.100.77",
        payload: { name: "Patient Miner", email: "patient@example.test", message: "Is the server up?" },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(order.indexOf("other")).toBeLessThan(order.length - 1);
  });
});
