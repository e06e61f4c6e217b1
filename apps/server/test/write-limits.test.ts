import { exampleNetworkForm } from "@bastion/shared/testing";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { isoIn } from "../src/lib/clock";
import { WRITE_LIMITS } from "../src/lib/write-limits";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";

// Issue 26.12: the write routes of downloads, patching, news networks, the owner console and API
// keys had no rate limit. Each declares a generous per-account one in its route config; the guard
// counts it in the database and answers 429 with Retry-After and a message once it is used up.

let t: TestApp;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The routes as registered, with their config: a second instance on the same database, as the
  // fuzzer reads its targets.
  const second = await buildApp(t.config, {
    database: t.database.handle,
    serveWeb: false,
    onRoute: (route) => routes.push(route),
  });
  await second.close();
});
afterAll(() => t.close());

const AREAS = ["/files/api/", "/patching/api/", "/mc2/api/news/", "/admin/api/", "/api/keys/api/"];

describe("the write routes' limits", () => {
  it("every write route of the five areas declares a per-account limit; their reads do not", () => {
    const inAreas = routes.filter((route) => AREAS.some((area) => route.url.startsWith(area)));
    // Each method of a route on its own (a route may list several).
    const isWrite = (route: RouteOptions) =>
      [route.method].flat().some((method) => ["POST", "DELETE", "PUT", "PATCH"].includes(method));
    expect(inAreas.filter((route) => isWrite(route)).length).toBeGreaterThan(20);
    const unlimited = inAreas
      .filter((route) => isWrite(route) && !route.config?.perAccount)
      .map((route) => `${route.method} ${route.url}`);
    expect(unlimited).toEqual([]);
    const limitedReads = inAreas
      .filter((route) => !isWrite(route) && route.config?.perAccount)
      .map((route) => `${route.method} ${route.url}`);
    expect(limitedReads).toEqual([]);
  });

  it("counts per account and refuses the next with 429, Retry-After and a message; others go on", async () => {
    const first = await buildUser(t.db, { groups: ["owner"] });
    const second = await buildUser(t.db, { groups: ["owner"] });
    const busy = new TestClient(t.app);
    await busy.signInAs(t.db, first.id);
    const calm = new TestClient(t.app);
    await calm.signInAs(t.db, second.id);

    const create = (client: TestClient, name: string) =>
      client.post("/api/keys/api/create/", { name, scopes: ["punishments:write"] });
    expect((await create(busy, "Counted once")).statusCode).toBe(201);
    const counted = await t.db
      .selectFrom("rate_limits")
      .select("hits")
      .where("key", "=", `route:api-keys:${first.id}`)
      .executeTakeFirstOrThrow();
    expect(Number(counted.hits)).toBe(1);

    // The rest of the hour's allowance used up.
    await t.db
      .updateTable("rate_limits")
      .set({ hits: WRITE_LIMITS.apiKeys.limit, expires_at: isoIn(20 * 60_000) })
      .where("key", "=", `route:api-keys:${first.id}`)
      .execute();
    const refused = await create(busy, "One too many");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You have made too many changes in a short time. Please try again in 20 minutes.",
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(1100);
    const names = await t.db.selectFrom("api_keys").select("name").execute();
    expect(names.map((row) => row.name)).not.toContain("One too many");
    // Revoking is a write of the same area: refused too. Another owner is not held up.
    expect((await busy.post("/api/keys/api/revoke/1/")).statusCode).toBe(429);
    expect((await create(calm, "Another owner's")).statusCode).toBe(201);
  });

  it("limits a player's news network edits, counted before the form is checked", async () => {
    const player = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, player.id);
    await t.db
      .insertInto("rate_limits")
      .values({
        key: `route:news-networks:${player.id}`,
        hits: WRITE_LIMITS.newsNetworks.limit,
        window_started_at: new Date().toISOString(),
        expires_at: isoIn(5 * 60_000),
      })
      .execute();
    const refused = await client.post("/mc2/api/news/create/", exampleNetworkForm());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // Reading stays open.
    expect((await client.get("/mc2/api/home-page/")).statusCode).toBe(200);
  });
});
