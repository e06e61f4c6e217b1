import { randomBytes } from "node:crypto";
import { mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromBuffer, type ZipFile } from "yauzl";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { putFiles } from "../../../test/factories/downloads";
import { downloadsRoot } from "./downloads.storage";

// Downloads and zips as a player with only the downloads permission would make them.

let t: TestApp;
let reader: TestClient;
let root: string;
const jar = randomBytes(300_000);

beforeAll(async () => {
  t = await createTestApp();
  root = downloadsRoot(t.config.dataDir);
  const user = await buildUser(t.db, { permissions: ["downloads"] });
  reader = new TestClient(t.app);
  await reader.signInAs(t.db, user.id);
  putFiles(root, {
    "Mods/fabric-api.jar": jar,
    "Mods/Résumé ünïcode.txt": "accents",
    "Mods/it's;here,now.txt": "odd",
    "Mods/100% done.txt": "done",
    "Mods/empty.txt": "",
    "Mods/Pack/config/options.yml": "render-distance: 12\n".repeat(500),
    "Mods/Pack/config/deep/nested.json": '{"a":1}',
    "Mods/Pack/mods/sodium.jar": jar,
    "Mods/Pack/readme.txt": "Read me",
  });
  mkdirSync(join(root, "Mods", "Pack", "empty-dir"));
  mkdirSync(join(root, "Mods", "Nothing"));
});
afterAll(() => t.close());

const download = (query: string, headers: Record<string, string> = {}) =>
  reader.request({ method: "GET", url: `/files/api/download/file/?${query}`, headers });

describe("file download", () => {
  it("streams the file with its length, name, validators and Accept-Ranges", async () => {
    const response = await download("folder=Mods&file=fabric-api.jar");
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(jar)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "content-length": String(jar.length),
      "content-disposition": 'attachment; filename="fabric-api.jar"',
      "accept-ranges": "bytes",
      etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/),
      "last-modified": statSync(join(root, "Mods", "fabric-api.jar")).mtime.toUTCString(),
    });
  });

  it("names non-ASCII and awkward files with filename* and a safe fallback", async () => {
    const accented = await download(`folder=Mods&file=${encodeURIComponent("Résumé ünïcode.txt")}`);
    expect(accented.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ _n_code.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%C3%BCn%C3%AFcode.txt`,
    );
    expect(accented.body).toBe("accents");
    const odd = await download(`folder=Mods&file=${encodeURIComponent("it's;here,now.txt")}`);
    expect(odd.headers["content-disposition"]).toBe(`attachment; filename="it's;here,now.txt"`);
    const percent = await download(`folder=Mods&file=${encodeURIComponent("100% done.txt")}`);
    expect(percent.headers["content-disposition"]).toBe(
      `attachment; filename="100_ done.txt"; filename*=UTF-8''100%25%20done.txt`,
    );
    const empty = await download("folder=Mods&file=empty.txt");
    expect([empty.statusCode, empty.headers["content-length"], empty.body]).toEqual([200, "0", ""]);
  });

  it("serves byte ranges, so an interrupted download resumes where it stopped", async () => {
    const first = await download("folder=Mods&file=fabric-api.jar", { range: "bytes=0-99999" });
    expect(first.statusCode).toBe(206);
    expect(first.headers["content-range"]).toBe(`bytes 0-99999/${jar.length}`);
    expect(first.headers["content-length"]).toBe("100000");
    const rest = await download("folder=Mods&file=fabric-api.jar", {
      range: "bytes=100000-",
      "if-range": String(first.headers.etag),
    });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(jar)).toBe(true);

    const tail = await download("folder=Mods&file=fabric-api.jar", { range: "bytes=-10" });
    expect(tail.rawPayload.equals(jar.subarray(jar.length - 10))).toBe(true);
    const beyond = await download("folder=Mods&file=fabric-api.jar", { range: `bytes=${jar.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${jar.length}`);
    expect(beyond.json()).toMatchObject({ message: "The requested range is not within the file." });
    // A copy of another version of the file does not get a piece of this one.
    const stale = await download("folder=Mods&file=fabric-api.jar", { range: "bytes=10-", "if-range": '"0-0"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.length).toBe(jar.length);
  });

  it("answers 304 to a client whose copy is current", async () => {
    const first = await download("folder=Mods&file=fabric-api.jar");
    const again = await download("folder=Mods&file=fabric-api.jar", { "if-none-match": String(first.headers.etag) });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const since = await download("folder=Mods&file=fabric-api.jar", {
      "if-modified-since": String(first.headers["last-modified"]),
    });
    expect(since.statusCode).toBe(304);
  });

  it("downloads from a subfolder, and answers 404 for what is not there", async () => {
    const nested = await download("folder=Mods&subfolder=Pack&file=readme.txt");
    expect(nested.body).toBe("Read me");
    for (const query of [
      "folder=Mods&file=nope.jar",
      "folder=Nope&file=a.jar",
      "folder=Mods&subfolder=Pack&file=config",
    ]) {
      expect((await download(query)).statusCode).toBe(404);
    }
  });
});

/** CRC-32 as the zip format defines it, written out here so the zip's own figures are checked independently. */
function referenceCrc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function readZip(data: Buffer): Promise<Map<string, { data: Buffer; method: number }>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip: ZipFile) => {
      if (error) return reject(error);
      const entries = new Map<string, { data: Buffer; method: number }>();
      zip.on("entry", (entry) => {
        if (entry.fileName.endsWith("/")) {
          entries.set(entry.fileName, { data: Buffer.alloc(0), method: entry.compressionMethod });
          return zip.readEntry();
        }
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const data = Buffer.concat(chunks);
            // An unzip tool refuses an entry whose CRC-32 does not match its bytes.
            if (referenceCrc32(data) !== entry.crc32) return reject(new Error(`${entry.fileName}: wrong CRC-32`));
            entries.set(entry.fileName, { data, method: entry.compressionMethod });
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.readEntry();
    });
  });
}

describe("subfolder zip", () => {
  it("zips a nested folder that reads back byte for byte, storing what is compressed already", async () => {
    const response = await reader.get("/files/api/zip/subfolder/Mods/Pack/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="Pack.zip"');
    const entries = await readZip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      "Pack/config/",
      "Pack/config/deep/",
      "Pack/config/deep/nested.json",
      "Pack/config/options.yml",
      "Pack/empty-dir/",
      "Pack/mods/",
      "Pack/mods/sodium.jar",
      "Pack/readme.txt",
    ]);
    expect(entries.get("Pack/mods/sodium.jar")?.data.equals(jar)).toBe(true);
    expect(entries.get("Pack/config/options.yml")?.data.toString()).toBe("render-distance: 12\n".repeat(500));
    expect(entries.get("Pack/config/deep/nested.json")?.data.toString()).toBe('{"a":1}');
    // 0 = stored, 8 = deflated.
    expect(entries.get("Pack/mods/sodium.jar")?.method).toBe(0);
    expect(entries.get("Pack/config/options.yml")?.method).toBe(8);
  });

  it("stores a file of unknown type whose bytes would not shrink, and deflates the rest", async () => {
    const packed = randomBytes(512 * 1024);
    const log = "[12:00:01] [Server thread/INFO]: Steve joined the game\n".repeat(10_000);
    putFiles(root, { "Mods/Mixed/region.bin": packed, "Mods/Mixed/latest.log": log, "Mods/Mixed/small.bin": "abc" });
    const response = await reader.get("/files/api/zip/subfolder/Mods/Mixed/");
    expect(response.statusCode).toBe(200);
    const entries = await readZip(response.rawPayload);
    expect(entries.get("Mixed/region.bin")?.data.equals(packed)).toBe(true);
    expect(entries.get("Mixed/latest.log")?.data.toString()).toBe(log);
    // 0 = stored, 8 = deflated.
    expect(entries.get("Mixed/region.bin")?.method).toBe(0);
    expect(entries.get("Mixed/latest.log")?.method).toBe(8);
    expect(entries.get("Mixed/small.bin")?.method).toBe(8);
    expect(response.rawPayload.length).toBeLessThan(packed.length + log.length / 10);
  });

  it("answers the spec's 400 for an empty folder, and 404 for a missing one", async () => {
    const empty = await reader.get("/files/api/zip/subfolder/Mods/Nothing/");
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      message: "The requested folder does not contain any files or directories to zip.",
      code: "bad_request",
    });
    expect((await reader.get("/files/api/zip/subfolder/Mods/Nope/")).statusCode).toBe(404);
  });
});
