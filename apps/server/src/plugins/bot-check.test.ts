import { API_PATHS } from "@bastion/shared";
import { type Challenge, createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, TestClient } from "../../test/app";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import botCheck, {
  altchaSecrets,
  BOT_CHECK_EXPIRED,
  BOT_CHECK_FAILED,
  BOT_CHECK_MISSING,
  BOT_CHECK_REUSED,
  BOT_CHECK_UNAVAILABLE,
  verifyRecaptcha,
} from "./bot-check";
import errors from "./errors";

/** Solves a challenge the way the widget's workers do: four interleaved counters at once. */
async function solve(challenge: Challenge): Promise<string> {
  const controller = new AbortController();
  const solution = await Promise.any(
    [0, 1, 2, 3].map(async (start) => {
      const found = await solveChallenge({ challenge, deriveKey, controller, counterStart: start, counterStep: 4 });
      if (!found) throw new Error("not found");
      controller.abort();
      return found;
    }),
  );
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("altcha", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ BOT_CHECK: "altcha" });
  });
  afterAll(() => t.close());

  /** The contact form is a plain form behind the bot check; 201 means the check passed. */
  const contact = (token: string | undefined, client = new TestClient(t.app)) =>
    client.post("/core/contact-us/", {
      name: "Alex",
      email: "alex@example.test",
      message: "Hello",
      ...(token === undefined ? {} : { "g-recaptcha-response": token }),
    });

  const challenge = async (app = t.app) =>
    (await new TestClient(app).get(API_PATHS.site.botCheckChallenge)).json<Challenge>();

  it("hands out signed challenges that are never cached", async () => {
    const response = await new TestClient(t.app).get(API_PATHS.site.botCheckChallenge);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json<Challenge>();
    expect(body.parameters).toMatchObject({ algorithm: "PBKDF2/SHA-256", cost: 1000 });
    expect(body.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a missing or bad token with 400 and a clear message", async () => {
    const missing = await contact(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(BOT_CHECK_MISSING);
    for (const token of ["not-a-token", Buffer.from('{"challenge":{}}').toString("base64")]) {
      const bad = await contact(token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(BOT_CHECK_FAILED);
      expect(bad.json().errors["g-recaptcha-response"]).toEqual([BOT_CHECK_FAILED]);
    }
    // A bad token on the account forms too (registration here), before anything else happens.
    const register = await new TestClient(t.app).post("/users/api/register/", {
      username: "botty",
      email: "bot@example.test",
      password1: "emerald-pickaxe-42",
      password2: "emerald-pickaxe-42",
      "g-recaptcha-response": "garbage",
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe(BOT_CHECK_FAILED);
    expect(await t.db.selectFrom("users").select("id").execute()).toHaveLength(0);
  });

  it("accepts a solved challenge once and refuses its replay", async () => {
    const token = await solve(await challenge());
    expect((await contact(token)).statusCode).toBe(201);
    const replay = await contact(token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(BOT_CHECK_REUSED);
  });

  it("refuses a tampered challenge and a wrong derived key", async () => {
    const original = await challenge();
    const token = await solve(original);
    const payload = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    const tampered = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters } },
    };
    tampered.challenge.parameters.cost = 1;
    expect((await contact(Buffer.from(JSON.stringify(tampered)).toString("base64"))).statusCode).toBe(400);
    // The derived key is the proof of work; a different one is refused.
    const key: string = payload.solution.derivedKey;
    const wrong = {
      ...payload,
      solution: { ...payload.solution, derivedKey: `${key[0] === "0" ? "1" : "0"}${key.slice(1)}` },
    };
    expect((await contact(Buffer.from(JSON.stringify(wrong)).toString("base64"))).statusCode).toBe(400);
    expect((await contact(token)).statusCode).toBe(201);
  });

  it("refuses an expired challenge", async () => {
    const secret = await t.db.selectFrom("settings").select("value").where("key", "=", "app_secret").executeTakeFirst();
    const old = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 10,
      counter: 5,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
      ...altchaSecrets(secret?.value ?? ""),
    });
    const response = await contact(await solve(old));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BOT_CHECK_EXPIRED);
  });

  it("lets every instance on the same database verify a challenge once", async () => {
    const config = loadConfig({ DATA_DIR: t.database.dataDir, BOT_CHECK: "altcha", LOG_LEVEL: "silent" });
    const second = await buildApp(config, { database: t.database.handle, serveWeb: false });
    try {
      const token = await solve(await challenge(second));
      expect((await contact(token)).statusCode).toBe(201);
      expect((await contact(token, new TestClient(second))).statusCode).toBe(400);
    } finally {
      await second.close();
    }
  });
});

describe("recaptcha", () => {
  const options = (answer: unknown, seen: URLSearchParams[] = [], status = 200) => ({
    secret: "server-secret",
    minScore: 0.5,
    fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new URLSearchParams(String(init?.body)));
      return Response.json(answer, { status });
    }) as typeof fetch,
  });

  it("asks siteverify with the secret, the token and the client address", async () => {
    const seen: URLSearchParams[] = [];
    const reason = await verifyRecaptcha(
      options({ success: true, score: 0.9, action: "login" }, seen),
      "browser-token",
      "login",
      "203.0.113.5",
    );
    expect(reason).toBeNull();
    expect(Object.fromEntries(seen[0] ?? [])).toEqual({
      secret: "server-secret",
      response: "browser-token",
      remoteip: "203.0.113.5",
    });
  });

  it("refuses a failed token, another action's token and a low score", async () => {
    expect(
      await verifyRecaptcha(options({ success: false, "error-codes": ["timeout-or-duplicate"] }), "t", "login", ""),
    ).toMatch(/timeout-or-duplicate/);
    expect(await verifyRecaptcha(options({ success: true, score: 0.9, action: "register" }), "t", "login", "")).toMatch(
      /action register/,
    );
    expect(await verifyRecaptcha(options({ success: true, score: 0.3, action: "login" }), "t", "login", "")).toMatch(
      /score 0.3/,
    );
  });

  it("answers 503 when Google cannot be reached", async () => {
    const down = {
      secret: "s",
      minScore: 0.5,
      fetch: (async () => Promise.reject(new Error("offline"))) as typeof fetch,
    };
    await expect(verifyRecaptcha(down, "t", "login", "")).rejects.toMatchObject({
      statusCode: 503,
      message: BOT_CHECK_UNAVAILABLE,
    });
    await expect(verifyRecaptcha(options({}, [], 500), "t", "login", "")).rejects.toMatchObject({ statusCode: 503 });
  });

  it("guards a form through the plugin: 400 for a refused token, through for a good one", async () => {
    const config = loadConfig({
      BOT_CHECK: "recaptcha",
      RECAPTCHA_SITE_KEY: "site",
      RECAPTCHA_SECRET_KEY: "secret",
      RECAPTCHA_MIN_SCORE: "0.7",
    });
    const app = Fastify();
    await app.register(errors);
    await app.register(botCheck, {
      config,
      db: undefined as never, // recaptcha never touches the database
      secret: "app-secret",
      fetch: (async (_url: string | URL | Request, init?: RequestInit) => {
        const token = new URLSearchParams(String(init?.body)).get("response");
        return Response.json({ success: true, action: "contact_form", score: token === "human" ? 0.9 : 0.6 });
      }) as typeof fetch,
    });
    app.post("/form", async (request) => {
      await app.botCheck.verify(request, (request.body as { token?: string }).token, "contact_form");
      return { ok: true };
    });
    try {
      expect((await app.inject({ method: "POST", url: "/form", payload: { token: "human" } })).statusCode).toBe(200);
      const bot = await app.inject({ method: "POST", url: "/form", payload: { token: "bot" } });
      expect(bot.statusCode).toBe(400);
      expect(bot.json().message).toBe(BOT_CHECK_FAILED);
      expect((await app.inject({ method: "POST", url: "/form", payload: {} })).statusCode).toBe(400);
      expect((await app.inject({ method: "GET", url: API_PATHS.site.botCheckChallenge })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
