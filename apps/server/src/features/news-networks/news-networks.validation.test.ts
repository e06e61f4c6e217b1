import { LIMITS, LOCKED_NEEDS_RESTRICTION, type NewsNetworkFormInput } from "@bastion/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createNetwork, networkForm } from "../../../test/factories/news-networks";

// Spec §5 News network, on the server: each rule answers 400 with the field it concerns in `errors`.

let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.db);
  client = new TestClient(t.app);
  await client.signInAs(t.db, user.id);
});
afterAll(() => t.close());

type Overrides = Partial<Record<keyof NewsNetworkFormInput, unknown>>;

/** Creates a network as a new account (each may have 3), so accepted forms never meet the limit. */
async function accepted(overrides: Overrides) {
  const user = await buildUser(t.db);
  const other = new TestClient(t.app);
  await other.signInAs(t.db, user.id);
  await createNetwork(other, overrides as Partial<NewsNetworkFormInput>);
}

/** Posts a create with the overrides; returns the field errors of the 400 (and checks nothing was stored). */
async function refused(overrides: Overrides) {
  const before = await t.db.selectFrom("news_networks").select("id").execute();
  const response = await client.post("/mc2/api/news/create/", { ...networkForm(), ...overrides });
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ message: string; code: string; errors: Record<string, string[]> }>();
  expect(body.code).toBe("invalid_fields");
  expect(await t.db.selectFrom("news_networks").select("id").execute()).toEqual(before);
  return body.errors;
}

describe("required fields", () => {
  // Text made of spaces and invisible characters is blank (packages/shared/src/text.ts).
  it.each([
    ["network_name_on_website", "Name on website is required.", " \u200b "],
    ["network_name", "Network name is required.", "\u202e "],
    ["network_name_short", "Short name is required.", " \u0000 "],
    ["logo_background_colour", "Background colour is required.", "  "],
    ["logo_text_colour", "Text colour is required.", ""],
    ["logo_stroke", "Stroke colour is required.", " "],
  ])("%s: missing or blank is an error on that field", async (field, message, blank) => {
    expect(await refused({ [field]: undefined })).toEqual({ [field]: [message] });
    expect(await refused({ [field]: blank })).toEqual({ [field]: [message] });
  });

  it("reports every broken field of one form at once", async () => {
    const errors = await refused({ network_name: "", logo_stroke: "red", taglines: [] });
    expect(Object.keys(errors).sort()).toEqual(["logo_stroke", "network_name", "taglines"]);
  });
});

describe("names and colours", () => {
  it("keeps names to 64 characters", async () => {
    expect(await refused({ network_name: "n".repeat(65) })).toEqual({
      network_name: ["Network name must be at most 64 characters."],
    });
    expect(await refused({ network_name_on_website: "w".repeat(65) })).toEqual({
      network_name_on_website: ["Name on website must be at most 64 characters."],
    });
    await accepted({ network_name: "n".repeat(64), network_name_on_website: "w".repeat(64) });
  });

  it("needs a short name of exactly 3 characters (an emoji counts as one)", async () => {
    for (const short of ["AB", "ABCD"]) {
      expect(await refused({ network_name_short: short })).toEqual({
        network_name_short: ["Short name must be exactly 3 characters."],
      });
    }
    await accepted({ network_name_short: "🚀GN" });
  });

  it("needs colours as #RRGGBB", async () => {
    for (const colour of ["red", "#12345", "#GGGGGG", "123456", "#1234567"]) {
      expect(await refused({ logo_text_colour: colour })).toEqual({
        logo_text_colour: ["Text colour must be a hex colour like #1a2b3c."],
      });
    }
  });
});

describe("restrictions", () => {
  it("needs a server id or an allowed player when locked", async () => {
    expect(await refused({ is_locked: true, server_id: "", allowed_usernames: [] })).toEqual({
      server_id: [LOCKED_NEEDS_RESTRICTION],
      allowed_usernames: [LOCKED_NEEDS_RESTRICTION],
    });
    await accepted({ is_locked: true, server_id: "srv-1" });
    await accepted({ is_locked: true, allowed_usernames: ["Steve"] });
  });

  it("checks each allowed player's name, duplicates and the cap", async () => {
    expect(await refused({ is_locked: true, allowed_usernames: ["Steve", "a b", "steve"] })).toEqual({
      "allowed_usernames.1": ["Player name may only contain letters, digits, and _ . -"],
      "allowed_usernames.2": ["steve is already in the list."],
    });
    const many = Array.from({ length: LIMITS.newsAllowedUsernames + 1 }, (_, index) => `player${index}`);
    expect(await refused({ allowed_usernames: many })).toEqual({ allowed_usernames: ["At most 100 allowed players."] });
    expect(await refused({ allowed_usernames: ["x".repeat(33)] })).toEqual({
      "allowed_usernames.0": ["Player name must be at most 32 characters."],
    });
  });

  it("checks the server id's shape and length", async () => {
    expect(await refused({ server_id: "has space" })).toEqual({
      server_id: ["Server id may only contain letters, digits, and _ . : -"],
    });
    expect(await refused({ server_id: "s".repeat(65) })).toEqual({
      server_id: ["Server id must be at most 64 characters."],
    });
  });
});

describe("template lists", () => {
  it("keeps the first entry of every list", async () => {
    expect(await refused({ health_crisis: [] })).toEqual({ health_crisis: ["Keep at least the first entry."] });
    expect(await refused({ contract_sales: undefined })).toEqual({ contract_sales: ["This list is required."] });
  });

  it("refuses blank entries, entries over 200 characters and lists over 50 entries", async () => {
    expect(await refused({ taglines: ["ok", "  "] })).toEqual({ "taglines.1": ["Entry cannot be blank."] });
    expect(await refused({ taglines: ["t".repeat(201)] })).toEqual({
      "taglines.0": ["Entry must be at most 200 characters."],
    });
    expect(await refused({ starvation: Array.from({ length: 51 }, () => "Hungry in #settlementname") })).toEqual({
      starvation: ["At most 50 entries."],
    });
  });

  it("names an unknown #word and the list's own variables", async () => {
    expect(await refused({ health_crisis: ["Sick in #settlementname", "#name is ill, #mayor too"] })).toEqual({
      "health_crisis.1": ["#name, #mayor are not variables of this list: use #settlementname, #ownername."],
    });
    expect(await refused({ tech_unlock: ["#settlementname unlocked #tech"] })).toEqual({
      "tech_unlock.0": ["#settlementname is not a variable of this list: use #name, #tech."],
    });
    expect(await refused({ ol_largest_settlement: ["#settlementname on #world"] })).toEqual({
      "ol_largest_settlement.0": [
        "#world is not a variable of this list: use #population, #settlementname, #worldname.",
      ],
    });
    expect(await refused({ contract_sales: ["#name sold #amount"] })).toEqual({
      "contract_sales.0": ["#amount is not a variable of this list: use #name, #count, #total."],
    });
    expect(await refused({ taglines: ["News from #ownername"] })).toEqual({
      "taglines.0": ["#ownername is not a variable of this list: it uses no variables."],
    });
  });

  it("accepts every list's own variables, and a # that is not a word", async () => {
    await accepted({
      taglines: ["We are #1 in the galaxy"],
      high_unemp: ["#ownername: jobs gone in #settlementname"],
      low_education: ["#settlementname needs schools, #ownername"],
      ol_largest_settlement: ["#settlementname (#population) leads #worldname"],
      contract_sales: ["#name sold #count of #total"],
    });
  });

  it("refuses a list that is not a list of text", async () => {
    expect(await refused({ low_security: "just text" })).toEqual({
      low_security: ["This list must be a list of entries."],
    });
    expect(Object.keys(await refused({ low_security: [42] }))).toEqual(["low_security.0"]);
  });
});

describe("bodies that are not a form", () => {
  it("answers 400, never a 500, to a body that is not a JSON object", async () => {
    for (const payload of [[], "null", "42", '"text"']) {
      const response = await client.request({
        method: "POST",
        url: "/mc2/api/news/create/",
        payload,
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode, String(payload)).toBe(400);
    }
    const boundary = "----newsboundary";
    const multipart = await client.request({
      method: "POST",
      url: "/mc2/api/news/create/",
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="network_name"\r\n\r\nGNN\r\n--${boundary}--\r\n`,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(multipart.statusCode).toBe(400);
    expect(await t.db.selectFrom("news_networks").select("id").where("network_name", "=", "GNN").execute()).toEqual([]);
  });
});
