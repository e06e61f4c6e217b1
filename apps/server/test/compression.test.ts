import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { downloadsRoot } from "../src/features/downloads/downloads.storage";
import { preferredEncoding } from "../src/lib/accept-encoding";
import { buildUser, createTestApp, type TestApp, TestClient } from "./app";
import { putFiles } from "./factories/downloads";
import { punishmentInput, seedPunishments } from "./factories/punishments";

// What a visitor gets on the wire (docs/decisions/021). Compressed and plain answers decode to the
// same bytes, 304s carry no body, public answers may be kept by a CDN for a few seconds, session
// answers never.

const LIST = "/punished/api/punished-players/?punishment_type=All&page=1";
const BIG_TEXT = "A text answer of a route that says nothing about caching. ".repeat(100);
/** A kept answer whose route gives one ETag to every version of its body (a validator that lies). */
const KEPT = "/api/test-kept/";
const keptBody = (version: number) => `${BIG_TEXT}version ${version}`;
let keptVersion = 0;

let t: TestApp;
let dist: string;
let client: TestClient;

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "bastion-dist-"));
  mkdirSync(join(dist, "assets"));
  const shell = `<!doctype html><title>shell</title>${"<!-- padding -->".repeat(100)}`;
  writeFileSync(join(dist, "index.html"), shell);
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  writeFileSync(join(dist, "assets/app-1234.js"), script);
  // What the build writes beside each asset (apps/web/vite.config.ts).
  writeFileSync(join(dist, "assets/app-1234.js.br"), brotliCompressSync(script));
  writeFileSync(join(dist, "assets/app-1234.js.gz"), gzipSync(script));
  writeFileSync(join(dist, "assets/logo-1234.png"), Buffer.alloc(4096, 7));
  t = await createTestApp(
    {},
    {
      serveWeb: true,
      webDistDir: dist,
      routes: (app) => {
        app.get("/api/test-big/", async (_request, reply) => reply.type("text/plain").send(BIG_TEXT));
        app.get(KEPT, { config: { httpCache: { scope: "public", maxAge: 5 } } }, async (_request, reply) => {
          keptVersion += 1;
          return reply.type("text/plain").header("etag", 'W/"always-the-same"').send(keptBody(keptVersion));
        });
      },
    },
  );
  client = new TestClient(t.app);
  // 600 punishments: page 1 carries 30 page numbers and 20 rows, well over 1 KB.
  await seedPunishments(
    t.db,
    Array.from({ length: 600 }, (_, index) => punishmentInput({ reason: `Compressed ${index}` })),
  );
});
afterAll(() => t.close());

describe("compression", () => {
  it("answers the list in brotli or gzip as asked, decoding to exactly the plain bytes", async () => {
    const plain = await client.get(LIST);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await client.get(LIST, { "accept-encoding": accept });
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(encoding, response.rawPayload).equals(plain.rawPayload), accept).toBe(true);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it("keeps a hot answer's compressed bytes and sends them again instead of compressing again", async () => {
    // The kept bytes are found by ETag and encoding. This route's ETag stays while its body changes,
    // so an answer compressed afresh decodes to the version it was made from, a kept one to an older.
    // The first is compressed quickly; asked again, the answer is hot and made once more at a better
    // ratio (plugins/compression.ts); from then on those bytes are sent as they are.
    const first = await client.get(KEPT, { "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(decode("br", first.rawPayload).toString()).toBe(keptBody(1));
    const second = await client.get(KEPT, { "accept-encoding": "br" });
    expect(decode("br", second.rawPayload).toString()).toBe(keptBody(2));
    const third = await client.get(KEPT, { "accept-encoding": "br" });
    expect(keptVersion).toBe(3);
    expect(decode("br", third.rawPayload).toString()).toBe(keptBody(2));
    expect(third.rawPayload.equals(second.rawPayload)).toBe(true);
    // The plain answer is never kept, and each encoding has its own entry.
    expect((await client.get(KEPT)).body).toBe(keptBody(4));
    const gzip = await client.get(KEPT, { "accept-encoding": "gzip" });
    expect(decode("gzip", gzip.rawPayload).toString()).toBe(keptBody(5));
  });

  it("compresses a hot answer at a better ratio than a one-off", async () => {
    const page = `${LIST.replace("page=1", "page=2")}`;
    const once = await client.get(page, { "accept-encoding": "br" });
    const hot = await client.get(page, { "accept-encoding": "br" });
    expect(decode("br", hot.rawPayload).equals(decode("br", once.rawPayload))).toBe(true);
    expect(hot.rawPayload.length).toBeLessThan(once.rawPayload.length);
  });

  it("sends a zip as it is, however well it would compress", async () => {
    const keeper = await buildUser(t.db, { permissions: ["downloads"] });
    const reader = new TestClient(t.app);
    await reader.signInAs(t.db, keeper.id);
    // A .jar is stored in the zip as it is (downloads.zip.ts): 64 KB of one byte, which brotli would crush.
    putFiles(downloadsRoot(t.config.dataDir), { "Mods/Pack/plugin.jar": Buffer.alloc(64 * 1024, 7) });
    const zip = await reader.get("/files/api/zip/subfolder/Mods/Pack/", { "accept-encoding": "br, gzip" });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers["content-type"]).toBe("application/zip");
    expect(zip.headers["content-encoding"]).toBeUndefined();
    expect(zip.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(zip.rawPayload.subarray(0, 4).toString("latin1")).toBe("PK\x03\x04");
  });

  it("compresses any text answer over 1 KB, and leaves small answers and pictures alone", async () => {
    const big = await client.get("/api/test-big/", { "accept-encoding": "br" });
    expect(big.headers["content-encoding"]).toBe("br");
    expect(decode("br", big.rawPayload).toString()).toBe(BIG_TEXT);
    const small = await client.get("/api/get_csrf_token/", { "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    const picture = await client.get("/assets/logo-1234.png", { "accept-encoding": "br, gzip" });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-encoding"]).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });

  it("serves the built assets' .br and .gz files and the page shell compressed", async () => {
    const plain = await client.get("/assets/app-1234.js");
    for (const encoding of ["br", "gzip"] as const) {
      const asset = await client.get("/assets/app-1234.js", { "accept-encoding": encoding });
      expect(asset.headers["content-encoding"]).toBe(encoding);
      expect(asset.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(encoding, asset.rawPayload).equals(plain.rawPayload)).toBe(true);
      const page = await client.get("/announcements/", { "accept-encoding": encoding });
      expect(page.headers["content-encoding"]).toBe(encoding);
      expect(decode(encoding, page.rawPayload).toString()).toContain("<title>Bastion</title>");
    }
  });
});

describe("HTTP caching", () => {
  it("answers a matching If-None-Match with a bodiless 304 on the list, a punishment, the status and the feed", async () => {
    const { id } = await t.db.selectFrom("punishments").select("id").limit(1).executeTakeFirstOrThrow();
    for (const url of [
      LIST,
      `/punished/api/inspect-punishment/${id}/`,
      "/api/server-status/",
      "/announcements/feed.xml",
    ]) {
      const first = await client.get(url, { "accept-encoding": "br" });
      expect(first.statusCode, url).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers["cache-control"], url).toMatch(/^public, max-age=\d+$/);
      const again = await client.get(url, { "if-none-match": etag, "accept-encoding": "br" });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
  });

  it("answers a bodiless 304 for a built asset, plain or pre-compressed, and for the page shell", async () => {
    for (const [url, accept] of [
      ["/assets/app-1234.js", "identity"],
      ["/assets/app-1234.js", "br"],
      ["/announcements/", "identity"],
      ["/announcements/", "br"],
    ] as const) {
      const label = `${url} (${accept})`;
      const first = await client.get(url, { "accept-encoding": accept });
      expect(first.statusCode, label).toBe(200);
      expect(first.rawPayload.length, label).toBeGreaterThan(0);
      const etag = String(first.headers.etag ?? "");
      expect(etag, label).not.toBe("");
      const again = await client.get(url, { "if-none-match": etag, "accept-encoding": accept });
      expect(again.statusCode, label).toBe(304);
      expect(again.rawPayload.length, label).toBe(0);
    }
  });

  it("gives a new ETag once the answer changes", async () => {
    const before = await client.get(LIST);
    await seedPunishments(t.db, [punishmentInput({ reason: "Newest", date: "2099-01-01T00:00:00Z" })]);
    const after = await client.get(LIST, { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("never lets a shared cache keep an answer that depends on the session", async () => {
    const list = await client.get("/announcements/api/list/?page=1");
    expect(list.headers["cache-control"]).toBe("private, no-cache");
    expect(list.headers.etag).toBeTruthy();
    expect(
      (await client.get("/announcements/api/list/?page=1", { "if-none-match": String(list.headers.etag) })).statusCode,
    ).toBe(304);
  });
});

describe("preferredEncoding", () => {
  it.each([
    [undefined, undefined],
    ["", undefined],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*;q=0, gzip", "gzip"],
    ["identity", undefined],
    ["br;q=0, gzip;q=0", undefined],
  ])("picks %j -> %j", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
