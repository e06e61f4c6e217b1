import {
  NEWS_NETWORK_LIMIT_REACHED,
  NEWS_TEMPLATE_EXAMPLES,
  type NewsHome,
  type NewsNetworkDetail,
  newsNetworkDetailSchema,
} from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createNetwork, networkForm } from "../../../test/factories/news-networks";

const API = "/mc2/api";
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: "https://mc.example.org" });
});
afterAll(() => t.close());

async function signedIn(groups: string[] = []) {
  const user = await buildUser(t.db, { groups });
  const client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
  return { user, client };
}

const networkRows = () => t.db.selectFrom("news_networks").selectAll().orderBy("id").execute();

describe("the owner's networks", () => {
  it("creates a network (201 with news_id) that inspect shows field for field, with a feed URL on the site", async () => {
    const { user, client } = await signedIn();
    const form = networkForm({
      network_name_on_website: "  Colony Times  ",
      logo_background_colour: "#AABBCC",
      is_locked: true,
      allowed_usernames: ["Steve", "alex_2"],
      taglines: ["First tagline", "Second tagline"],
      contract_sales: ["#name sold #count for #total", "Another sale by #name"],
    });
    const id = await createNetwork(client, form);

    const response = await client.get(`${API}/news/inspect/${id}/`);
    expect(response.statusCode).toBe(200);
    const detail = newsNetworkDetailSchema.strict().parse(response.json());
    expect(detail).toMatchObject({
      id,
      network_name_on_website: "Colony Times",
      network_name: "Galactic News",
      network_name_short: "GNN",
      logo_background_colour: "#aabbcc",
      logo_text_colour: "#ffffff",
      logo_stroke: "#0b1a2b",
      is_locked: true,
      server_id: null,
      allowed_usernames: ["Steve", "alex_2"],
      taglines: ["First tagline", "Second tagline"],
      contract_sales: ["#name sold #count for #total", "Another sale by #name"],
      health_crisis: [NEWS_TEMPLATE_EXAMPLES.health_crisis],
      owner: user.username,
      can_edit: true,
    });
    // The feed URL is public, on the site, and names neither the account nor the row id.
    expect(detail.url_to_copy).toMatch(/^https:\/\/mc\.example\.org\/mc2\/api\/feed\/[A-Za-z0-9_-]{22}\/$/);
    expect(detail.url_to_copy).not.toContain(user.username);
    expect(detail.url_to_copy).not.toContain(`/${id}/`);
  });

  it("lists the user's own networks on the home page with their total, oldest first", async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    await createNetwork(other.client, { network_name: "Not mine" });
    const empty = await client.get(`${API}/home-page/`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ custom_news: [], total_news_networks: 0 });

    const first = await createNetwork(client, { network_name: "First", network_name_short: "ONE" });
    const second = await createNetwork(client, {
      network_name: "Second",
      network_name_short: "TWO",
      is_locked: true,
      server_id: "srv-1",
    });
    const home = (await client.get(`${API}/home-page/`)).json<NewsHome>();
    expect(home.total_news_networks).toBe(2);
    expect(home.custom_news.map((n) => [n.id, n.network_name, n.network_name_short, n.is_locked])).toEqual([
      [first, "First", "ONE", false],
      [second, "Second", "TWO", true],
    ]);
  });

  it("edits every field (200) and keeps the feed URL", async () => {
    const { client } = await signedIn();
    const id = await createNetwork(client);
    const before = (await client.get(`${API}/news/inspect/${id}/`)).json<NewsNetworkDetail>();

    const edited = networkForm({
      network_name: "Renamed",
      network_name_short: "REN",
      logo_stroke: "#ff0000",
      is_locked: true,
      server_id: "play.example.org",
      tech_unlock: ["#name found #tech", "#tech is here"],
    });
    const response = await client.post(`${API}/news/edit/${id}/`, edited);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ news_id: id });

    const after = (await client.get(`${API}/news/inspect/${id}/`)).json<NewsNetworkDetail>();
    expect(after).toMatchObject({
      network_name: "Renamed",
      network_name_short: "REN",
      logo_stroke: "#ff0000",
      is_locked: true,
      server_id: "play.example.org",
      tech_unlock: ["#name found #tech", "#tech is here"],
    });
    expect(after.url_to_copy).toBe(before.url_to_copy);
    expect(after.created_at).toBe(before.created_at);
    expect(after.updated_at >= before.updated_at).toBe(true);
  });

  it("refuses an edit with a bad body (400 with field errors) and leaves the stored network as it was", async () => {
    const { client } = await signedIn();
    const id = await createNetwork(client, { is_locked: true, server_id: "srv-1" });
    const stored = await t.db.selectFrom("news_networks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    const response = await client.post(
      `${API}/news/edit/${id}/`,
      networkForm({ network_name: "Renamed", network_name_short: "TOOLONG", logo_stroke: "red", taglines: [] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Please correct the highlighted fields.",
      code: "invalid_fields",
      errors: {
        network_name_short: ["Short name must be exactly 3 characters."],
        logo_stroke: ["Stroke colour must be a hex colour like #1a2b3c."],
        taglines: ["Keep at least the first entry."],
      },
    });
    expect(await t.db.selectFrom("news_networks").selectAll().where("id", "=", id).executeTakeFirstOrThrow()).toEqual(
      stored,
    );
  });

  it("deletes a network (204), after which it is gone", async () => {
    const { client } = await signedIn();
    const id = await createNetwork(client);
    const response = await client.delete(`${API}/news/delete/${id}/`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect((await client.get(`${API}/news/inspect/${id}/`)).statusCode).toBe(404);
    expect((await client.delete(`${API}/news/delete/${id}/`)).statusCode).toBe(404);
  });
});

describe("who may do what", () => {
  it("answers 404 to another user on inspect, edit and delete, and changes nothing", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const id = await createNetwork(owner.client);
    const rows = await networkRows();

    for (const response of [
      await stranger.client.get(`${API}/news/inspect/${id}/`),
      await stranger.client.post(`${API}/news/edit/${id}/`, networkForm({ network_name: "Hijacked" })),
      await stranger.client.delete(`${API}/news/delete/${id}/`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "News network not found.", code: "not_found" });
    }
    expect(await networkRows()).toEqual(rows);
  });

  it("answers 401 to a visitor on every call", async () => {
    const owner = await signedIn();
    const id = await createNetwork(owner.client);
    const visitor = new TestClient(t.app);
    for (const response of [
      await visitor.get(`${API}/home-page/`),
      await visitor.get(`${API}/news/inspect/${id}/`),
      await visitor.post(`${API}/news/create/`, networkForm()),
      await visitor.post(`${API}/news/edit/${id}/`, networkForm()),
      await visitor.delete(`${API}/news/delete/${id}/`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("unauthorized");
    }
  });

  it("lets the owner group inspect anyone's network but not edit or delete it", async () => {
    const player = await signedIn();
    const staff = await signedIn(["owner"]);
    const id = await createNetwork(player.client);

    const inspected = await staff.client.get(`${API}/news/inspect/${id}/`);
    expect(inspected.statusCode).toBe(200);
    expect(inspected.json()).toMatchObject({ id, owner: player.user.username, can_edit: false });
    expect((await staff.client.post(`${API}/news/edit/${id}/`, networkForm())).statusCode).toBe(404);
    expect((await staff.client.delete(`${API}/news/delete/${id}/`)).statusCode).toBe(404);
    // Only the user's own networks are on their hub.
    expect((await staff.client.get(`${API}/home-page/`)).json()).toEqual({ custom_news: [], total_news_networks: 0 });
  });

  it("answers 400 for ids that are not whole numbers in range, and 404 for one in range that is not there", async () => {
    const { client } = await signedIn();
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const response = await client.get(`${API}/news/inspect/${id}/`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({
        message: "The address is not valid: check the link.",
        code: "invalid_fields",
      });
    }
    expect((await client.get(`${API}/news/inspect/2147483647/`)).statusCode).toBe(404);
  });
});

describe("the limit of 3 per account", () => {
  it("refuses a fourth with a 400 that says why, and allows one again after a delete", async () => {
    const { client } = await signedIn();
    const ids = [await createNetwork(client), await createNetwork(client), await createNetwork(client)];
    const fourth = await client.post(`${API}/news/create/`, networkForm());
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ message: NEWS_NETWORK_LIMIT_REACHED, code: "bad_request" });
    expect((await client.get(`${API}/home-page/`)).json<NewsHome>().total_news_networks).toBe(3);

    await client.delete(`${API}/news/delete/${ids[1]}/`);
    expect((await client.post(`${API}/news/create/`, networkForm())).statusCode).toBe(201);
  });

  it("holds when six creates arrive at once from two tabs (real concurrency on PostgreSQL)", async () => {
    const { user } = await signedIn();
    const tabs = [new TestClient(t.app), new TestClient(t.app)];
    for (const tab of tabs) {
      await tab.signInAs(t.db, user.id);
      await tab.csrf();
    }
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        tabs[index % 2]?.post(`${API}/news/create/`, networkForm({ network_name: `Race ${index}` })),
      ),
    );
    const statuses = answers.map((answer) => answer?.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 400, 400, 400]);
    const owned = await t.db.selectFrom("news_networks").select("id").where("owner_id", "=", user.id).execute();
    expect(owned).toHaveLength(3);
  });

  it("counts per account: one user's networks do not use up another's", async () => {
    const a = await signedIn();
    const b = await signedIn();
    for (let index = 0; index < 3; index += 1) await createNetwork(a.client);
    expect((await b.client.post(`${API}/news/create/`, networkForm())).statusCode).toBe(201);
  });
});
