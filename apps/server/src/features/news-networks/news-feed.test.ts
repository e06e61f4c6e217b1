import { type NewsNetworkDetail, newsFeedSchema } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltUser, buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createNetwork, networkForm } from "../../../test/factories/news-networks";
import { FEED_LOCKED_TO_PLAYERS, FEED_LOCKED_TO_SERVER, FEED_NOT_FOUND } from "./news-networks.feed";

// The public feed (url_to_copy) as the game and a modder see it: no session, any origin.

let t: TestApp;
let owner: BuiltUser;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://mc.example.org", SITE_NAME: "Test Craft" });
});
afterAll(() => t.close());

/**
 * Creates a network as a new account (each may have 3) and returns its id and its feed path (the
 * url_to_copy without the origin); `client` is then that account.
 */
async function networkWithFeed(overrides: Parameters<typeof networkForm>[0] = {}) {
  owner = await buildUser(t.db);
  client = new TestClient(t.app);
  await client.signInAs(t.db, owner.id);
  const id = await createNetwork(client, overrides);
  const detail = (await client.get(`/mc2/api/news/inspect/${id}/`)).json<NewsNetworkDetail>();
  return { id, path: new URL(detail.url_to_copy).pathname };
}

/** A request as the game makes it: no cookies, from another origin. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers: { origin: "https://game.example", ...headers } });

describe("the feed document", () => {
  it("serves the network as versioned, self-describing JSON to any origin, with a short cache and an ETag", async () => {
    const { id, path } = await networkWithFeed({
      network_name: "Colony Times",
      network_name_short: "CTN",
      taglines: ["All the news", "Second tagline"],
      tech_unlock: ["#name unlocked #tech"],
    });
    const response = await fetchFeed(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cache-control"]).toBe("public, max-age=60");
    expect(response.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);

    const feed = newsFeedSchema.parse(response.json());
    expect(feed).toMatchObject({
      format: 1,
      feedinfo: { title: "Colony Times", info: "Galactic News Network: a My Colony 2 news network from Test Craft." },
      network_name: "Colony Times",
      network_name_short: "CTN",
      logo_background_colour: "#1f4e79",
      is_locked: false,
      locked_by: null,
      taglines: ["All the news", "Second tagline"],
      tech_unlock: ["#name unlocked #tech"],
    });
    expect(feed.variables.contract_sales).toEqual(["#name", "#count", "#total"]);
    expect(feed.variables.taglines).toEqual([]);
    // Nothing of the account or the row leaks into the public document.
    expect(response.body).not.toContain(owner.username);
    expect(response.body).not.toContain(`"id":${id}`);
  });

  it("answers 304 with no body to a matching If-None-Match, and a new ETag after an edit", async () => {
    const { id, path } = await networkWithFeed();
    const first = await fetchFeed(path);
    const etag = String(first.headers.etag);

    const again = await fetchFeed(path, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["access-control-allow-origin"]).toBe("*");
    // Several tags, and the strong form of the same tag, match too (weak comparison).
    expect((await fetchFeed(path, { "if-none-match": `"other", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await fetchFeed(path, { "if-none-match": '"other"' })).statusCode).toBe(200);

    await client.post(`/mc2/api/news/edit/${id}/`, networkForm({ network_name: "Edited" }));
    const edited = await fetchFeed(path, { "if-none-match": etag });
    expect(edited.statusCode).toBe(200);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.json().network_name).toBe("Edited");
  });

  it("keeps the same URL for the network's life and answers 404 once it is deleted", async () => {
    const { id, path } = await networkWithFeed();
    await client.post(`/mc2/api/news/edit/${id}/`, networkForm({ network_name: "Still here" }));
    expect((await fetchFeed(path)).statusCode).toBe(200);
    await client.delete(`/mc2/api/news/delete/${id}/`);
    const gone = await fetchFeed(path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: FEED_NOT_FOUND, code: "not_found" });
  });

  it("answers 404 in JSON, readable from any origin, for an unknown or malformed id", async () => {
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "short", "1", "x".repeat(90)]) {
      const response = await fetchFeed(`/mc2/api/feed/${id}/`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: FEED_NOT_FOUND, code: "not_found" });
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
  });

  it("answers a CORS preflight", async () => {
    const { path } = await networkWithFeed();
    const response = await t.app.inject({
      method: "OPTIONS",
      url: path,
      headers: {
        origin: "https://game.example",
        "access-control-request-method": "GET",
        "access-control-request-headers": "if-none-match",
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-headers"]).toBe("If-None-Match");
  });

  it("refuses a query parameter given twice with a 400 the game can read", async () => {
    const { path } = await networkWithFeed();
    const response = await fetchFeed(`${path}?un=a&un=b`);
    expect(response.statusCode).toBe(400);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("a locked network's feed", () => {
  it("answers only when ?un= names an allowed player, in any case", async () => {
    const { path } = await networkWithFeed({ is_locked: true, allowed_usernames: ["Steve", "alex_2"] });
    for (const query of ["", "?un=", "?un=Herobrine", "?server=anything"]) {
      const response = await fetchFeed(`${path}${query}`);
      expect(response.statusCode, query).toBe(403);
      expect(response.json()).toEqual({ message: FEED_LOCKED_TO_PLAYERS, code: "forbidden" });
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    for (const query of ["?un=Steve", "?un=steve", "?un=ALEX_2"]) {
      const response = await fetchFeed(`${path}${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers["cache-control"]).toBe("private, max-age=60");
      const feed = newsFeedSchema.parse(response.json());
      expect(feed).toMatchObject({ is_locked: true, locked_by: "allowed_usernames" });
      // The document does not list the allowed players.
      expect(response.body).not.toContain("alex_2");
    }
  });

  it("answers only when ?server= matches when the network has a server id, which takes priority over players", async () => {
    const { path } = await networkWithFeed({ is_locked: true, server_id: "srv-42", allowed_usernames: ["Steve"] });
    for (const query of ["", "?un=Steve", "?server=srv-4", "?server=SRV-42", "?server=srv-41&un=Steve"]) {
      const response = await fetchFeed(`${path}${query}`);
      expect(response.statusCode, query).toBe(403);
      expect(response.json().message).toBe(FEED_LOCKED_TO_SERVER);
    }
    const allowed = await fetchFeed(`${path}?server=srv-42&un=Nobody`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ locked_by: "server_id" });
    expect(allowed.body).not.toContain("srv-42");
  });

  it("gives no 304 to a refused reader, whatever ETag it sends", async () => {
    const { path } = await networkWithFeed({ is_locked: true, allowed_usernames: ["Steve"] });
    const etag = String((await fetchFeed(`${path}?un=Steve`)).headers.etag);
    expect((await fetchFeed(`${path}?un=Steve`, { "if-none-match": etag })).statusCode).toBe(304);
    expect((await fetchFeed(path, { "if-none-match": etag })).statusCode).toBe(403);
    expect((await fetchFeed(path, { "if-none-match": "*" })).statusCode).toBe(403);
  });

  it("opens to everyone once unlocked", async () => {
    const { id, path } = await networkWithFeed({ is_locked: true, server_id: "srv-1" });
    expect((await fetchFeed(path)).statusCode).toBe(403);
    await client.post(`/mc2/api/news/edit/${id}/`, networkForm({ is_locked: false, server_id: "srv-1" }));
    const open = await fetchFeed(path);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ is_locked: false, locked_by: null });
  });
});
