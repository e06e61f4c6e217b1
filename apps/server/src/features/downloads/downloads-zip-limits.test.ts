import { type ClientRequest, get, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { browserHeaders, putFiles, waitFor } from "../../../test/factories/downloads";
import { downloadsRoot } from "./downloads.storage";
import { ZIP_LIMITS } from "./downloads.zip-limits";

// Zips cost CPU, and any reader may ask for them: two at a time per account (on every instance
// together), a few at a time per instance, and a number an hour per account. A refusal is a 429
// with Retry-After and a sentence a person reads.

let first: TestApp;
let second: TestApp;
const ports: number[] = [];
const open: ClientRequest[] = [];

async function listen(app: TestApp) {
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

async function reader() {
  const client = new TestClient(first.app);
  await client.signInAs(first.db, (await buildUser(first.db, { permissions: ["downloads"] })).id);
  return client;
}

beforeAll(async () => {
  first = await createTestApp();
  // A second instance of the same site: the same database and DATA_DIR.
  second = await createTestApp({}, { database: first.database });
  // Big enough that a zip nobody reads stays open: the sockets' buffers hold a few MB of it.
  putFiles(downloadsRoot(first.config.dataDir), {
    "Worlds/Survival/world.zip": Buffer.alloc(48 * 1024 * 1024),
    "Worlds/Small/readme.txt": "Read me",
  });
  ports.push(await listen(first), await listen(second));
});
afterAll(async () => {
  for (const request of open) request.destroy();
  await second.close();
  await first.close();
});

interface Zip {
  status: number;
  headers: IncomingHttpHeaders;
  json(): Promise<{ message: string; code: string }>;
  /** Cuts the download off, as a closed tab does. */
  stop(): void;
}

/** Starts a zip on an instance and leaves its body unread, so it stays in progress. */
async function startZip(client: TestClient, instance: number, folder = "Survival"): Promise<Zip> {
  const cookie = (await browserHeaders(client)).cookie ?? "";
  return new Promise((resolve, reject) => {
    const request = get(
      {
        host: "127.0.0.1",
        port: ports[instance],
        path: `/files/api/zip/subfolder/Worlds/${folder}/`,
        headers: { cookie },
        agent: false,
      },
      (response) => {
        const json = async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of response) chunks.push(chunk as Buffer);
          return JSON.parse(Buffer.concat(chunks).toString());
        };
        resolve({ status: response.statusCode ?? 0, headers: response.headers, json, stop: () => request.destroy() });
      },
    );
    request.on("error", reject);
    open.push(request);
  });
}

/** Waits until every zip has given its places back (its lease goes last). */
const allReleased = () =>
  waitFor("the zips to give their places back", async () => {
    const leases = await first.db.selectFrom("maintenance_leases").select("name").execute();
    return leases.every((lease) => !lease.name.startsWith("zip:"));
  });

describe("zip limits", () => {
  it("lets an account make two zips at a time on every instance together", async () => {
    const player = await reader();
    const one = await startZip(player, 0);
    const two = await startZip(player, 1);
    expect([one.status, two.status]).toEqual([200, 200]);
    for (const instance of [0, 1]) {
      const third = await startZip(player, instance);
      expect(third.status).toBe(429);
      expect(third.headers["retry-after"]).toBe("30");
      expect(await third.json()).toEqual({
        message: "You are already downloading 2 zips. Please wait for one to finish, then try again.",
        code: "rate_limited",
      });
    }
    // Another reader is not held back by this one.
    const other = await startZip(await reader(), 1);
    expect(other.status).toBe(200);

    // Once one of them ends, the account may start another.
    one.stop();
    const again: Zip[] = [];
    await waitFor("a zip place to come back", async () => {
      const zip = await startZip(player, 1);
      again.push(zip);
      return zip.status === 200;
    });
    for (const zip of [two, other, ...again]) zip.stop();
    await allReleased();
  });

  it("makes a few zips at a time on one instance, whoever asks", async () => {
    const [one, two, three] = [await reader(), await reader(), await reader()];
    const running = [];
    for (let index = 0; index < ZIP_LIMITS.perInstance; index += 1)
      running.push(await startZip(index % 2 ? one : two, 0));
    expect(running.map((zip) => zip.status)).toEqual(Array(ZIP_LIMITS.perInstance).fill(200));
    const refused = await startZip(three, 0);
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("30");
    expect((await refused.json()).message).toBe(
      "The server is busy making other zips. Please try again in 30 seconds.",
    );
    // The other instance has places of its own.
    const elsewhere = await startZip(three, 1);
    expect(elsewhere.status).toBe(200);
    for (const zip of [...running, elsewhere]) zip.stop();
    await allReleased();
  });

  it(`lets an account start ${ZIP_LIMITS.perHour} zips an hour`, async () => {
    const player = await reader();
    for (let index = 0; index < ZIP_LIMITS.perHour; index += 1) {
      const zip = await player.get("/files/api/zip/subfolder/Worlds/Small/");
      expect([index, zip.statusCode]).toEqual([index, 200]);
      // One after the other: each has given its places back (inject answers before that).
      await allReleased();
    }
    const refused = await player.get("/files/api/zip/subfolder/Worlds/Small/");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
    expect(refused.json().message).toBe("You have downloaded many zips in a short time. Please try again in 1 hour.");
  });
});
