import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { waitFor } from "../../../test/factories/downloads";
import { buildApiKey, createTarget, publish, sha256 } from "../../../test/factories/patching";
import { freePort } from "../../../test/free-port";

// The game server's side (issue 15) through a real socket where it matters: the current patch, its
// file with Content-Length, ETag = SHA-256, 304 and ranges; every file answer recorded for
// /api/downloads/, completed or aborted, with the owner's list, filters and per-key totals.

let t: TestApp;
let port: number;
let staff: TestClient;
let owner: TestClient;
let game: Awaited<ReturnType<typeof buildApiKey>>;
let survival: number;
const v1 = randomBytes(200_000);
const v2 = randomBytes(150_000);
let v1Id: number;
let v2Id: number;

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, TRUST_PROXY: "false" });
  await t.app.listen({ port, host: "127.0.0.1" });
  const patcher = await buildUser(t.db, { groups: ["patching"] });
  staff = new TestClient(t.app);
  await staff.signInAs(t.db, patcher.id);
  const boss = await buildUser(t.db, { groups: ["owner"] });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, boss.id);
  game = await buildApiKey(t.db, ["patches:read"], { name: "survival-1" });
  survival = await createTarget(staff, "survival");
  v1Id = await publish(staff, survival, "1.0.0", v1, { makeCurrent: true, notes: "First." });
  v2Id = await publish(staff, survival, "1.1.0", v2, { filename: "plugin-1.1.0.jar" });
});
afterAll(() => t.close());

const api = (path: string, headers: Record<string, string> = {}, key = game) =>
  fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: key.authorization, ...headers } });

describe("the current patch", () => {
  it("gives the current patch with a download URL on the site's address; after a roll back, the older one", async () => {
    const answer = await api("/api/v1/patches/survival/current");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      version: "1.0.0",
      file_name: "plugin-1.0.0.jar",
      size: v1.length,
      sha256: sha256(v1),
      notes: "First.",
      published_at: expect.any(String),
      download_url: `http://127.0.0.1:${port}/api/v1/patches/${v1Id}/file`,
    });
    await staff.post(`/patching/api/patches/${v2Id}/make-current/`);
    const newer = await (await api("/api/v1/patches/SURVIVAL/current/")).json();
    expect(newer).toMatchObject({ version: "1.1.0", sha256: sha256(v2) });
    await staff.post(`/patching/api/patches/${v1Id}/make-current/`);
    expect(await (await api("/api/v1/patches/survival/current")).json()).toMatchObject({ version: "1.0.0" });
  });

  it("answers 404 for a target with no current patch, or no such target", async () => {
    await createTarget(staff, "empty");
    const none = await api("/api/v1/patches/empty/current");
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ message: "The target empty has no current patch." });
    const unknown = await api("/api/v1/patches/nowhere/current");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "There is no target named nowhere." });
  });
});

describe("the file", () => {
  it("streams the file with Content-Length and ETag = its SHA-256, never compressed", async () => {
    const response = await api(`/api/v1/patches/${v1Id}/file`, { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(v1.length));
    expect(response.headers.get("etag")).toBe(`"${sha256(v1)}"`);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.get("content-type")).toBe("application/octet-stream");
    expect(Buffer.from(await response.arrayBuffer()).equals(v1)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match, and the file to another", async () => {
    const same = await api(`/api/v1/patches/${v1Id}/file`, { "if-none-match": `"${sha256(v1)}"` });
    expect(same.status).toBe(304);
    expect((await same.arrayBuffer()).byteLength).toBe(0);
    const other = await api(`/api/v1/patches/${v1Id}/file`, { "if-none-match": `"${sha256(v2)}"` });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it("serves a byte range (206), so a broken download resumes", async () => {
    const head = await api(`/api/v1/patches/${v2Id}/file`, { range: "bytes=0-49999" });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-range")).toBe(`bytes 0-49999/${v2.length}`);
    const first = Buffer.from(await head.arrayBuffer());
    const rest = await api(`/api/v1/patches/${v2Id}/file`, { range: "bytes=50000-", "if-range": `"${sha256(v2)}"` });
    expect(rest.status).toBe(206);
    expect(Buffer.concat([first, Buffer.from(await rest.arrayBuffer())]).equals(v2)).toBe(true);
  });

  it("answers 404 for a patch that does not exist", async () => {
    expect((await api("/api/v1/patches/999999/file")).status).toBe(404);
  });
});

describe("the record of downloads", () => {
  // Records are written as answers end, so each case uses keys of its own and waits for their rows.
  const rowsOf = (key: { id: number }) =>
    t.db.selectFrom("patch_downloads").selectAll().where("key_id", "=", key.id).orderBy("id").execute();
  const waitForRows = async (key: { id: number }, count: number) => {
    await waitFor(`${count} records of key ${key.id}`, async () => (await rowsOf(key)).length >= count);
    return rowsOf(key);
  };
  let completedKey: Awaited<ReturnType<typeof buildApiKey>>;
  let abortedKey: Awaited<ReturnType<typeof buildApiKey>>;
  let rangeKey: Awaited<ReturnType<typeof buildApiKey>>;

  it("records a completed download with its key, target, version, address and bytes; counts it on the patch", async () => {
    completedKey = await buildApiKey(t.db, ["patches:read", "punishments:write"], { name: "lobby-1" });
    const countBefore = await t.db
      .selectFrom("patches")
      .select("download_count")
      .where("id", "=", v1Id)
      .executeTakeFirst();
    await (await api(`/api/v1/patches/${v1Id}/file`, {}, completedKey)).arrayBuffer();
    const [entry] = await waitForRows(completedKey, 1);
    expect(entry).toMatchObject({
      key_name: "lobby-1",
      target_id: survival,
      patch_id: v1Id,
      version: "1.0.0",
      file_name: "plugin-1.0.0.jar",
      client_ip: "127.0.0.1",
      range: null,
      completed: 1,
    });
    expect(Number(entry?.bytes)).toBe(v1.length);
    expect(Number(entry?.expected_bytes)).toBe(v1.length);
    const countAfter = await t.db
      .selectFrom("patches")
      .select("download_count")
      .where("id", "=", v1Id)
      .executeTakeFirst();
    expect(countAfter?.download_count).toBe((countBefore?.download_count ?? 0) + 1);
  });

  it("records a download whose client hangs up part-way as aborted, with the bytes sent", async () => {
    abortedKey = await buildApiKey(t.db, ["patches:read"], { name: "flaky-server" });
    const big = randomBytes(32 * 1024 * 1024);
    const bigId = await publish(staff, survival, "huge", big);
    const received = await new Promise<number>((resolve, reject) => {
      let bytes = 0;
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          `GET /api/v1/patches/${bigId}/file HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${abortedKey.authorization}\r\n\r\n`,
        );
      });
      socket.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        // A game server losing its connection after the first bytes.
        if (bytes > 64 * 1024) {
          socket.destroy();
          resolve(bytes);
        }
      });
      socket.once("error", reject);
    });
    const [entry] = await waitForRows(abortedKey, 1);
    expect(entry).toMatchObject({ patch_id: bigId, key_name: "flaky-server", completed: 0 });
    expect(Number(entry?.expected_bytes)).toBe(big.length);
    expect(Number(entry?.bytes)).toBeGreaterThan(0);
    expect(Number(entry?.bytes)).toBeLessThan(big.length);
    expect(received).toBeLessThan(big.length);
    const patch = await t.db.selectFrom("patches").select("download_count").where("id", "=", bigId).executeTakeFirst();
    expect(patch?.download_count).toBe(0);
  });

  it("records a range as its own download, and neither a 304 nor the current-patch call", async () => {
    rangeKey = await buildApiKey(t.db, ["patches:read"], { name: "ranger" });
    await (await api(`/api/v1/patches/${v1Id}/file`, { range: "bytes=10-19" }, rangeKey)).arrayBuffer();
    await waitForRows(rangeKey, 1);
    await (await api(`/api/v1/patches/${v1Id}/file`, { "if-none-match": `"${sha256(v1)}"` }, rangeKey)).arrayBuffer();
    await (await api("/api/v1/patches/survival/current", {}, rangeKey)).arrayBuffer();
    await (await api(`/api/v1/patches/${v1Id}/file`, { range: "bytes=0-0" }, rangeKey)).arrayBuffer();
    const rows = await waitForRows(rangeKey, 2);
    expect(rows.map((row) => [row.range, Number(row.bytes), row.completed])).toEqual([
      [`bytes 10-19/${v1.length}`, 10, 1],
      [`bytes 0-0/${v1.length}`, 1, 1],
    ]);
  });

  it("shows the owner every download, newest first, filtered by key and target, with per-key totals", async () => {
    const list = await owner.get("/api/downloads/api/list/");
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ downloads: { id: number }[] }>().downloads.map((d) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids.length).toBeGreaterThanOrEqual(4);

    const byKey = (await owner.get(`/api/downloads/api/list/?key=${rangeKey.id}`)).json();
    expect(byKey.downloads.map((d: { range: string }) => d.range)).toEqual([
      `bytes 0-0/${v1.length}`,
      `bytes 10-19/${v1.length}`,
    ]);
    expect(byKey.downloads[0]).toMatchObject({ key_name: "ranger", key_revoked: false, target: "survival" });
    const both = (await owner.get(`/api/downloads/api/list/?target=${survival}&key=${completedKey.id}`)).json();
    expect(both.downloads).toHaveLength(1);
    const creative = await createTarget(staff, "creative");
    expect((await owner.get(`/api/downloads/api/list/?target=${creative}`)).json()).toEqual({
      downloads: [],
      page: 1,
      has_more: false,
    });
    expect((await owner.get("/api/downloads/api/list/?key=abc")).statusCode).toBe(400);

    const totals = (await owner.get("/api/downloads/api/totals/")).json<{
      keys: { key_name: string; downloads: number; completed: number; aborted: number; bytes: number }[];
      targets: { name: string }[];
    }>();
    const totalsOf = (name: string) => totals.keys.find((k) => k.key_name === name);
    expect(totalsOf("ranger")).toMatchObject({ downloads: 2, completed: 2, aborted: 0, bytes: 11 });
    expect(totalsOf("lobby-1")).toMatchObject({ downloads: 1, completed: 1, aborted: 0, bytes: v1.length });
    const [aborted] = await rowsOf(abortedKey);
    expect(totalsOf("flaky-server")).toMatchObject({
      downloads: 1,
      completed: 0,
      aborted: 1,
      bytes: Number(aborted?.bytes),
    });
    expect(totals.targets.map((target) => target.name)).toEqual(["creative", "empty", "survival"]);
  });

  it("pages the record, 25 a page, saying whether more follow", async () => {
    const pager = await buildApiKey(t.db, ["patches:read"], { name: "pager" });
    for (let index = 0; index < 26; index += 1) {
      await (await api(`/api/v1/patches/${v1Id}/file`, { range: `bytes=${index}-${index}` }, pager)).arrayBuffer();
      // Each record is written after its answer: wait for it, so the record's order is the requests' order.
      await waitForRows(pager, index + 1);
    }
    const first = (await owner.get(`/api/downloads/api/list/?key=${pager.id}`)).json();
    expect([first.downloads.length, first.has_more]).toEqual([25, true]);
    expect(first.downloads[0].range).toBe(`bytes 25-25/${v1.length}`);
    const second = (await owner.get(`/api/downloads/api/list/?key=${pager.id}&page=2`)).json();
    expect([second.downloads.length, second.has_more, second.downloads[0].range]).toEqual([
      1,
      false,
      `bytes 0-0/${v1.length}`,
    ]);
  });

  it("keeps a revoked key's downloads listed", async () => {
    const shortLived = await buildApiKey(t.db, ["patches:read"], { name: "old-server" });
    await (await api(`/api/v1/patches/${v2Id}/file`, {}, shortLived)).arrayBuffer();
    await waitForRows(shortLived, 1);
    await owner.post(`/api/keys/api/revoke/${shortLived.id}/`);
    expect((await api(`/api/v1/patches/${v2Id}/file`, {}, shortLived)).status).toBe(401);
    const listed = (await owner.get(`/api/downloads/api/list/?key=${shortLived.id}`)).json();
    expect(listed.downloads).toEqual([expect.objectContaining({ key_name: "old-server", key_revoked: true })]);
    const totals = (await owner.get("/api/downloads/api/totals/")).json();
    expect(totals.keys).toEqual(
      expect.arrayContaining([expect.objectContaining({ key_name: "old-server", key_revoked: true, downloads: 1 })]),
    );
  });

  it("keeps a deleted patch's downloads listed, with its version", async () => {
    const key = await buildApiKey(t.db, ["patches:read"]);
    await (await api(`/api/v1/patches/${v2Id}/file`, {}, key)).arrayBuffer();
    await waitForRows(key, 1);
    expect((await staff.delete(`/patching/api/patches/${v2Id}/`)).statusCode).toBe(204);
    const listed = (await owner.get(`/api/downloads/api/list/?key=${key.id}`)).json();
    expect(listed.downloads).toEqual([expect.objectContaining({ patch_id: null, version: "1.1.0" })]);
  });
});
