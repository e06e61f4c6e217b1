import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      routes(app) {
        // Routes that exist only in this test, to drive the shared guard and validation through the real app.
        app.get(
          "/api/test/announcer/",
          { config: { auth: { permission: "announcements.create" } } },
          async (request) => ({ username: request.user.username }),
        );
        app.get("/api/test/patching/", { config: { auth: { group: "patching" } } }, async () => ({ ok: true }));
        // A route that declares nothing but reads request.user: nobody was checked, so it is a 401.
        app.get("/api/test/undeclared/", async (request) => ({ username: request.user.username }));
        // Looks a name up as given: PostgreSQL refuses a NUL byte in text, SQLite finds nothing.
        app.get<{ Querystring: { name: string } }>("/api/test/lookup/", async (request) => {
          const rows = await app.database.db
            .selectFrom("users")
            .select("id")
            .where("username", "=", request.query.name)
            .execute();
          return { found: rows.length };
        });
        app.post(
          "/api/test/echo/",
          { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
          async (request) => request.body,
        );
        app.get(
          "/api/test/pages/:page_id/",
          {
            schema: {
              params: z.object({ page_id: z.coerce.number().int().min(1) }),
              querystring: z.object({ sort_order: z.enum(["asc", "desc"]).optional() }),
            },
          },
          async () => ({ ok: true }),
        );
      },
    },
  );
});
afterAll(() => t.close());

describe("active user", () => {
  it("is anonymous without a session", async () => {
    const response = await new TestClient(t.app).get("/users/api/user-basic-info/");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      is_authenticated: false,
      username: null,
      profile_img: null,
      groups: [],
      permissions: [],
    });
  });

  it("is the signed-in user, with groups and permissions", async () => {
    const user = await buildUser(t.db, { groups: ["downloads"], permissions: ["downloads.modify"] });
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    const body = (await client.get("/users/api/user-basic-info/")).json();
    expect(body).toMatchObject({ is_authenticated: true, username: user.username, groups: ["downloads"] });
    expect(body.permissions).toEqual(["downloads.modify"]);
  });

  it("forgets a session whose expiry has passed", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    await t.db
      .updateTable("sessions")
      .set({ expires_at: "2000-01-01T00:00:00.000Z" })
      .where("user_id", "=", user.id)
      .execute();
    expect((await client.get("/users/api/user-basic-info/")).json().is_authenticated).toBe(false);
  });
});

describe("CSRF", () => {
  it("refuses a logout without the tokens and leaves the session alive", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    const refused = await client.request({ method: "GET", url: "/users/api/logout/", csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/CSRF verification failed/);
    expect((await client.get("/users/api/user-basic-info/")).json().username).toBe(user.username);
    const sessions = await t.db.selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it("refuses the logout however its path is spelled, and leaves the session alive", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    for (const url of ["/users/api/logou%74/", "/users/api/%6Cogout/", "/users/api/logout/?next=/"]) {
      const refused = await client.request({ method: "GET", url, csrf: false });
      expect(refused.statusCode, url).toBe(403);
    }
    expect((await client.get("/users/api/user-basic-info/")).json().username).toBe(user.username);
  });

  it("refuses a token that does not match the cookie", async () => {
    const client = new TestClient(t.app);
    await client.csrf();
    const response = await client.request({
      method: "POST",
      url: "/api/test/echo/",
      payload: { name: "ab", age: 1 },
      csrf: false,
      headers: { "x-csrftoken": "forged", "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the tokens from /api/get_csrf_token/ and logs out", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    const response = await client.request({ method: "GET", url: "/users/api/logout/", csrf: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("You have been logged out.");
    expect((await client.get("/users/api/user-basic-info/")).json().is_authenticated).toBe(false);
    const sessions = await t.db.selectFrom("sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions).toHaveLength(0);
  });

  it("sets a readable XSRF-TOKEN cookie and an HttpOnly session cookie", async () => {
    const client = new TestClient(t.app);
    const response = await client.get("/api/get_csrf_token/");
    const cookie = response.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe("Lax");
  });
});

describe("permission guard", () => {
  it("lets the owner pass every group and permission check", async () => {
    const owner = await buildUser(t.db, { groups: ["owner"] });
    const client = new TestClient(t.app);
    await client.signInAs(t.db, owner.id);
    expect((await client.get("/api/test/announcer/")).statusCode).toBe(200);
    expect((await client.get("/api/test/patching/")).statusCode).toBe(200);
  });

  it("refuses a plain user with 403 and an anonymous visitor with 401", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    expect((await client.get("/api/test/announcer/")).statusCode).toBe(401);
    await client.signInAs(t.db, user.id);
    const refused = await client.get("/api/test/announcer/");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("You do not have permission to do that.");
  });

  it("passes a user who holds the permission through a group", async () => {
    const user = await buildUser(t.db, { groups: ["administrators"] });
    const group = await t.db
      .selectFrom("groups")
      .select("id")
      .where("name", "=", "administrators")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("group_permissions")
      .values({ group_id: group.id, permission: "announcements.create" })
      .execute();
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    expect((await client.get("/api/test/announcer/")).json()).toEqual({ username: user.username });
    expect((await client.get("/api/test/patching/")).statusCode).toBe(403);
  });

  it("gives request.user only on routes that declare auth: elsewhere reading it is a 401, even signed in", async () => {
    const user = await buildUser(t.db, { groups: ["owner"] });
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    expect((await client.get("/api/test/undeclared/")).statusCode).toBe(401);
  });

  it("answers a visitor 401, before validating the body, on routes that need a user", async () => {
    // Routes that need a user say so in their config (the guard answers before validation).
    const visitor = new TestClient(t.app);
    for (const [method, url] of [
      ["POST", "/announcements/api/create/"],
      ["POST", "/punished/api/appeal/create/"],
      ["GET", "/punished/api/appeal/list/admin/?is_open=true"],
      ["GET", "/users/api/user-profile/"],
      ["POST", "/users/api/password/change/"],
    ] as const) {
      const answer = await visitor.request({ method, url, payload: method === "POST" ? {} : undefined });
      expect([url, answer.statusCode]).toEqual([url, 401]);
    }
  });
});

describe("errors", () => {
  it("answers text the database cannot store (a NUL byte on PostgreSQL) with a 400, never a 500", async () => {
    const response = await new TestClient(t.app).get("/api/test/lookup/?name=a%00b");
    expect(response.statusCode).toBe(t.database.url ? 400 : 200);
    if (t.database.url) {
      expect(response.json()).toEqual({
        message: "The request holds characters that cannot be stored.",
        code: "bad_request",
      });
    }
  });

  it("refuses a username with control characters in a profile URL before any lookup", async () => {
    const user = await buildUser(t.db);
    const client = new TestClient(t.app);
    await client.signInAs(t.db, user.id);
    for (const url of ["/users/api/user-profile/a%00b/", "/users/api/user-profile/a%0Ab/"]) {
      expect((await client.get(url)).statusCode).toBe(400);
    }
  });

  it("answers zod failures with 400 and per-field errors, and a message in words that names no field's key", async () => {
    const client = new TestClient(t.app);
    const response = await client.post("/api/test/echo/", { name: "a", age: "old" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    // The message is shown as an alert above a form: the fields' keys belong to `errors`, by each field.
    expect(body.message).toBe("Please correct the highlighted fields.");
    expect(Object.keys(body.errors).sort()).toEqual(["age", "name"]);
    expect((await client.post("/api/test/echo/", [1, 2])).json()).toMatchObject({
      message: "The request body is not valid.",
      code: "invalid_fields",
    });

    const badPath = await client.get("/api/test/pages/0/");
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().message).toBe("The address is not valid: check the link.");
    expect(Object.keys(badPath.json().errors)).toEqual(["page_id"]);
    const badQuery = await client.get("/api/test/pages/1/?sort_order=sideways");
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toBe("The address's query is not valid: check the link.");
    expect(Object.keys(badQuery.json().errors)).toEqual(["sort_order"]);
    for (const answer of [response, badPath, badQuery])
      expect(answer.json().message).not.toMatch(/age|name|page_id|sort_order/);
  });

  it("answers bad JSON, wrong content types and oversized bodies with 4xx", async () => {
    const client = new TestClient(t.app);
    const badJson = await client.post("/api/test/echo/", "{not json", { "content-type": "application/json" });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe("The request body is not valid JSON.");
    const wrongType = await client.post("/api/test/echo/", "name=x", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(wrongType.statusCode).toBe(415);
    const huge = await client.post("/api/test/echo/", JSON.stringify({ name: "x".repeat(2 * 1024 * 1024), age: 1 }), {
      "content-type": "application/json",
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: "The request body is too large: at most 1 MB.", code: "too_large" });
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await new TestClient(t.app).get("/punished/api/does-not-exist/");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found.", code: "not_found" });
  });

  it("answers a malformed URL and an over-long path parameter in the app's shape, echoing nothing", async () => {
    const badUrl = await new TestClient(t.app).get("/announcements/api/view/%zz/");
    const longId = await new TestClient(t.app).get(`/announcements/api/view/${"9".repeat(801)}/`);
    expect([badUrl.statusCode, longId.statusCode]).toEqual([400, 414]);
    expect(badUrl.json()).toEqual({ message: "The address is not valid.", code: "bad_request" });
    expect(longId.json()).toEqual({ message: "The address is too long.", code: "bad_request" });
    for (const response of [badUrl, longId]) {
      expect(response.body).not.toMatch(/FST_|%zz|999|announcements|statusCode|"error"/);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("puts security headers on every response", async () => {
    const response = await new TestClient(t.app).get("/users/api/user-basic-info/");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-request-id"]).toBeTruthy();
  });
});

describe("site config", () => {
  it("gives the browser only whitelisted values", async () => {
    const body = (await new TestClient(t.app).get("/api/site-config/")).json();
    expect(body).toEqual({
      site_name: "Bastion",
      description: "",
      footer_text: "",
      operator: { name: "", contact: "" },
      modules: { mycolony2: true, downloads: true, appeals: true, announcement_comments: true },
      server_address: null,
      discord_url: null,
      store_url: null,
      logo: null,
      avatar_url_template: "https://mc-heads.net/avatar/{uuid}/64",
      bot_check: { provider: "none", site_key: null },
      // Whether the site runs a Minecraft link server (issue 32), never where it listens.
      minecraft_link: false,
      // Whether this file made an owner yet; its meaning is tested in features/accounts/setup.test.ts.
      needs_setup: expect.any(Boolean),
    });
  });
});

describe("one origin", () => {
  it("serves index.html for deep links and JSON 404s for API paths", async () => {
    const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>shell</title>");
    const web = await createTestApp({}, { serveWeb: true, webDistDir: dist });
    try {
      const client = new TestClient(web.app);
      const home = await client.get("/");
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain("<title>Bastion</title>");
      const page = await client.get("/profile/someone/edit/");
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain("<title>Bastion</title>");
      const api = await client.get("/users/api/nothing-here/");
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ message: "Not found.", code: "not_found" });

      // Spec §2's Manage API Keys and API Downloads are pages under "/api/"; their JSON is below <page>/api/.
      for (const path of ["/api/keys/", "/api/keys", "/api/downloads/"]) {
        const underApi = await client.get(path);
        expect(underApi.statusCode, path).toBe(200);
        expect(underApi.headers["content-type"], path).toMatch(/text\/html/);
        expect(underApi.body, path).toContain("<title>Bastion</title>");
      }
      for (const path of ["/api/keys/api/nothing/", "/api/downloads/api/nothing/", "/api/nothing/", "/api/keysx/"]) {
        const json = await client.get(path);
        expect(json.statusCode, path).toBe(404);
        expect(json.json(), path).toEqual({ message: "Not found.", code: "not_found" });
      }
      expect((await client.get("/api/get_csrf_token/")).json()).toHaveProperty("csrf_token");

      // Served from memory with an ETag: a revalidation costs nothing, and the disk is not read.
      const etag = String(home.headers.etag);
      expect(etag).toMatch(/^"[\w-]{20,}"$/);
      expect((await client.get("/", { "if-none-match": etag })).statusCode).toBe(304);
      rmSync(join(dist, "index.html"));
      expect((await client.get("/appeals/")).body).toContain("<title>Bastion</title>");
    } finally {
      await web.close();
    }
  });

  it("sends the kept page compressed at once, then in its best compression, made off the event loop", async () => {
    const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
    const text = Array.from({ length: 400 }, (_, index) => `<p>Line ${index} of the shell's padding.</p>`).join("");
    writeFileSync(join(dist, "index.html"), `<!doctype html><title>shell</title>${text}`);
    const web = await createTestApp({}, { serveWeb: true, webDistDir: dist });
    try {
      const client = new TestClient(web.app);
      const plain = (await client.get("/", { "accept-encoding": "identity" })).rawPayload;
      const best = { br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) };
      for (const encoding of ["br", "gzip"] as const) {
        const decode = (bytes: Buffer) => (encoding === "br" ? brotliDecompressSync(bytes) : gunzipSync(bytes));
        const first = await client.get("/", { "accept-encoding": encoding });
        expect(first.headers["content-encoding"]).toBe(encoding);
        expect(decode(first.rawPayload).equals(plain)).toBe(true);
        // The best compression (brotli 11, gzip 9) is made on libuv's threads meanwhile; later requests get it.
        await expect
          .poll(async () => (await client.get("/", { "accept-encoding": encoding })).rawPayload.equals(best[encoding]))
          .toBe(true);
      }
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("serves the same page with the status its path deserves: 404 for an unknown path, the error pages' own", async () => {
    const dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
    writeFileSync(join(dist, "index.html"), `<!doctype html><title>shell</title>${"<!-- padding -->".repeat(100)}`);
    const web = await createTestApp({}, { serveWeb: true, webDistDir: dist });
    try {
      const client = new TestClient(web.app);
      const home = await client.get("/");
      for (const [path, status] of [
        ["/this/does/not/exist/", 404],
        ["/punished/12/extra/", 404],
        ["/api/downloads/some-folder/", 404],
        ["/error/404/", 404],
        ["/error/400/", 400],
        ["/error/403/", 403],
        ["/error/500/", 500],
        // Pages that need sign-in or a group: only the browser knows who is looking.
        ["/profile/someone/edit/", 200],
        ["/admin/people/7/", 200],
        ["/error/must-be-logged-in/", 200],
        // React Router's matching: any case, the trailing slash optional, escapes decoded.
        ["/Punished/", 200],
        ["/punished", 200],
        ["/downloads/My%20Mods/", 200],
        ["/privacy%2Dpolicy/", 200],
      ] as const) {
        const page = await client.get(path);
        expect(page.statusCode, path).toBe(status);
        expect(page.headers["content-type"], path).toMatch(/^text\/html/);
        expect(page.body, path).toBe(home.body);
      }

      // The 404 is compressed like any page, and a validator of the page never turns it into a 304.
      const etag = String(home.headers.etag);
      const unknown = await client.get("/no/such/page/", { "accept-encoding": "br", "if-none-match": etag });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.headers["content-encoding"]).toBe("br");
      expect(unknown.headers.etag).toBeUndefined();
      expect(unknown.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(unknown.rawPayload).toString()).toBe(home.body);
      const head = await web.app.inject({ method: "HEAD", url: "/no/such/page/" });
      expect(head.statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
