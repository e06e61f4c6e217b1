import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../test/app";
import { browserHeaders, putFiles, uploadBody } from "../../test/factories/downloads";
import { createTarget, publish, publishBody } from "../../test/factories/patching";
import { type RawRequest, sendRaw } from "../../test/raw-http";
import { downloadsRoot } from "../features/downloads/downloads.storage";
import { LINGER } from "./lingering-close";

// Refusals that come while the client is still sending its body (a missing folder, a taken
// version, a size over the limit, no session, no CSRF token) reach the client over a real
// connection: a client that reads only once it has sent everything, as many HTTP libraries do,
// gets the answer; one that reads as it goes gets it at once; and the server stops reading a
// refused body after a bounded remainder.

const MB = 1024 * 1024;
let t: TestApp;
let port = 0;
let keeperHeaders: Record<string, string> = {};
let patcherHeaders: Record<string, string> = {};
let memberHeaders: Record<string, string> = {};
let visitorHeaders: Record<string, string> = {};
let targetId = 0;

async function signedIn(access: { groups?: string[]; permissions?: string[] }) {
  const client = new TestClient(t.app);
  await client.signInAs(t.db, (await buildUser(t.db, access)).id);
  return client;
}

beforeAll(async () => {
  t = await createTestApp({ DOWNLOADS_MAX_FILE_MB: "64", DOWNLOADS_MAX_UPLOAD_MB: "64", PATCH_MAX_MB: "64" });
  putFiles(downloadsRoot(t.config.dataDir), { "Mods/a.txt": "a" });
  const keeper = await signedIn({ permissions: ["downloads", "downloads.modify"] });
  const patcher = await signedIn({ groups: ["patching"] });
  keeperHeaders = await browserHeaders(keeper);
  patcherHeaders = await browserHeaders(patcher);
  memberHeaders = await browserHeaders(await signedIn({}));
  visitorHeaders = await browserHeaders(new TestClient(t.app));
  targetId = await createTarget(patcher, "linger");
  await publish(patcher, targetId, "1.0", "first");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  port = typeof address === "object" && address ? address.port : 0;
});
afterAll(() => t.close());

/** The refusals, each with a body of `bytes` and what its answer says. */
function refusals(bytes: number) {
  const file = { filename: "world.zip", data: Buffer.alloc(bytes, 1) };
  const toMissingFolder = uploadBody({ folder: "Nope" }, [file]);
  const takenVersion = publishBody({ version: "1.0" }, file);
  const upload = (headers: Record<string, string>, body: { payload: Buffer; headers: Record<string, string> }) => ({
    path: "/files/api/upload/",
    headers: { ...headers, ...body.headers },
    body: body.payload,
  });
  return [
    {
      name: "a missing folder, found after the first bytes",
      request: upload(keeperHeaders, toMissingFolder),
      status: 404,
      message: "The folder Nope does not exist.",
    },
    {
      name: "a taken version, found after the first bytes",
      request: {
        path: `/patching/api/targets/${targetId}/patches/`,
        headers: { ...patcherHeaders, ...takenVersion.headers },
        body: takenVersion.payload,
      },
      status: 409,
      message: "linger already has a patch 1.0.",
    },
    {
      name: "no session, before the body is read",
      request: upload(visitorHeaders, toMissingFolder),
      status: 401,
    },
    {
      name: "no downloads.modify permission, before the body is read",
      request: upload(memberHeaders, toMissingFolder),
      status: 403,
    },
    {
      name: "no CSRF token, before the body is read",
      request: upload({ cookie: keeperHeaders.cookie ?? "" }, toMissingFolder),
      status: 403,
      message: "CSRF verification failed. Reload the page and try again.",
    },
  ];
}

const NEXT = "GET /api/get_csrf_token/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

describe("a refusal while the client is still sending", () => {
  it("reaches a client that reads only once its whole body is sent, and the connection serves the next request", async () => {
    for (const refusal of refusals(MB)) {
      // 16 KB every 2 ms: still sending for a good while after the refusal.
      const request: RawRequest = { ...refusal.request, chunkBytes: 16 * 1024, pauseMs: 2, read: "after-sending" };
      const seen = await sendRaw(port, { ...request, next: NEXT });
      expect([refusal.name, seen.error, seen.sent]).toEqual([refusal.name, undefined, refusal.request.body.length]);
      const [answer, next] = seen.answers;
      expect([refusal.name, answer?.status, next?.status]).toEqual([refusal.name, refusal.status, 200]);
      if (refusal.message) expect(JSON.parse(answer?.body ?? "{}").message).toBe(refusal.message);
    }
  });

  it("reaches a client that asked to close the connection, which then closes cleanly", async () => {
    for (const refusal of refusals(MB)) {
      const headers = { ...refusal.request.headers, Connection: "close" };
      const seen = await sendRaw(port, {
        ...refusal.request,
        headers,
        chunkBytes: 16 * 1024,
        pauseMs: 2,
        read: "after-sending",
      });
      expect([refusal.name, seen.error, seen.answers[0]?.status]).toEqual([refusal.name, undefined, refusal.status]);
      expect(seen.answers[0]?.headers.connection).toBe("close");
    }
  });

  it("reaches a client sending a large body at once, and the server stops reading it after a bounded remainder", async () => {
    const size = 48 * MB;
    for (const refusal of refusals(size)) {
      const started = Date.now();
      const seen = await sendRaw(port, { ...refusal.request, read: "while-sending" });
      const answer = seen.answers[0];
      expect([refusal.name, answer?.status]).toEqual([refusal.name, refusal.status]);
      if (refusal.message) expect(JSON.parse(answer?.body ?? "{}").message).toBe(refusal.message);
      // The answer came while most of the body was still to send, and the server then let go of
      // the connection within the bounds (what it read, plus what the sockets' buffers hold).
      expect([refusal.name, (seen.sentAtAnswer ?? size) < size / 2]).toEqual([refusal.name, true]);
      expect([refusal.name, seen.sent < size / 2]).toEqual([refusal.name, true]);
      expect(Date.now() - started).toBeLessThan(LINGER.ms + 5000);
    }
  }, 60_000);
});
