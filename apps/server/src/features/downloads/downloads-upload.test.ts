import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import {
  browserHeaders,
  diskListing,
  formBody,
  putFiles,
  startPartialUpload,
  uploadBody,
  uploadTemps,
  waitFor,
} from "../../../test/factories/downloads";
import { sendRaw } from "../../../test/raw-http";
import { downloadsRoot } from "./downloads.storage";

// Uploads with small limits (1 MB a file, 2 MB an upload) so the limits are cheap to reach.

let t: TestApp;
let keeper: TestClient;
let root: string;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ DOWNLOADS_MAX_FILE_MB: "1", DOWNLOADS_MAX_UPLOAD_MB: "2" });
  root = downloadsRoot(t.config.dataDir);
  const user = await buildUser(t.db, { permissions: ["downloads.modify"] });
  keeper = new TestClient(t.app);
  await keeper.signInAs(t.db, user.id);
  putFiles(root, { "Mods/existing.jar": "keep me", "Mods/Pack/.keep": "" });
});
afterAll(() => t.close());

/** The app on a real port (once), for clients that send a body in pieces. */
async function listening(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

const verify = (body: Record<string, unknown>) => keeper.post("/files/api/upload/verify/", body);
const upload = (body: ReturnType<typeof uploadBody>) =>
  keeper.request({ method: "POST", url: "/files/api/upload/", payload: body.payload, headers: body.headers });

describe("upload verify", () => {
  it("says yes when names, sizes and space are fine", async () => {
    const response = await verify({ file_sizes: { "a.jar": 10, "b.zip": 20 }, file_size_total: 30, folder: "Mods" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Ready to upload." });
    const nested = await verify({ file_sizes: { "a.jar": 1 }, file_size_total: 1, folder: "Mods", subfolder: "Pack" });
    expect(nested.statusCode).toBe(200);
  });

  it("answers 409 naming a file that already exists", async () => {
    const response = await verify({ file_sizes: { "existing.jar": 5 }, file_size_total: 5, folder: "Mods" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: "A file named existing.jar already exists in Mods.",
      code: "conflict",
      errors: { "file_sizes.existing.jar": ["A file named existing.jar already exists in Mods."] },
    });
  });

  it("answers 413 naming the limits, per file and for the whole upload", async () => {
    const big = await verify({ file_sizes: { "big.zip": MB + 1 }, file_size_total: MB + 1, folder: "Mods" });
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({
      "file_sizes.big.zip": ["big.zip is larger than 1 MB, the most one file can be."],
    });
    const sizes = { "a.zip": MB, "b.zip": MB, "c.zip": 1 };
    const total = await verify({ file_sizes: sizes, file_size_total: 2 * MB + 1, folder: "Mods" });
    expect(total.statusCode).toBe(413);
    expect(total.json().errors).toEqual({ file_size_total: ["One upload can be at most 2 MB in all."] });
    const german = await keeper.post(
      "/files/api/upload/verify/",
      { file_sizes: { "groß.zip": MB + 1 }, file_size_total: MB + 1, folder: "Mods" },
      { "accept-language": "de" },
    );
    expect(german.json().errors).toEqual({
      "file_sizes.groß.zip": ["groß.zip ist größer als 1 MB, die Höchstgröße für eine Datei."],
    });
  });

  it("answers 400 for bad names and a total that does not add up, with every problem at once", async () => {
    const response = await verify({
      file_sizes: { "../escape.jar": 1, ".hidden": 1, "fine.jar": 1, "CON.txt": 1 },
      file_size_total: 99,
      folder: "Mods",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: "4 problems: see each file.",
      errors: {
        "file_sizes.../escape.jar": ["A name cannot start with a dot."],
        "file_sizes..hidden": ["A name cannot start with a dot."],
        "file_sizes.CON.txt": ["CON is a reserved name on Windows; choose another."],
        file_size_total: ["The total does not match the sizes of the files."],
      },
    });
    const noFolder = await verify({ file_sizes: { "a.jar": 1 }, file_size_total: 1, folder: "" });
    expect(noFolder.json().errors).toEqual({ folder: ["Folder name cannot be blank."] });
    const missing = await verify({ file_sizes: { "a.jar": 1 }, file_size_total: 1, folder: "Nope" });
    expect(missing.statusCode).toBe(404);
    const none = await verify({ file_sizes: {}, file_size_total: 0, folder: "Mods" });
    expect(none.json().errors).toEqual({ file_sizes: ["Choose at least one file."] });
  });
});

describe("upload", () => {
  it("stores every file whole, in the folder or a subfolder, and leaves no temporary file", async () => {
    const jar = randomBytes(700_000);
    const response = await upload(
      uploadBody({ folder: "Mods" }, [
        { filename: "new.jar", data: jar },
        { filename: "Ünïcode résumé.txt", data: "hello" },
        { filename: "empty.txt", data: "" },
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "3 files uploaded.",
      files: [
        { name: "new.jar", size: 700_000, modified: expect.any(String) },
        { name: "Ünïcode résumé.txt", size: 5, modified: expect.any(String) },
        { name: "empty.txt", size: 0, modified: expect.any(String) },
      ],
    });
    expect(readFileSync(join(root, "Mods", "new.jar")).equals(jar)).toBe(true);
    expect(readFileSync(join(root, "Mods", "Ünïcode résumé.txt"), "utf8")).toBe("hello");

    const nested = await upload(uploadBody({ folder: "Mods", subfolder: "Pack" }, [{ filename: "n.txt", data: "n" }]));
    expect(nested.json().message).toBe("1 file uploaded.");
    expect(readFileSync(join(root, "Mods", "Pack", "n.txt"), "utf8")).toBe("n");
    expect(uploadTemps(root)).toEqual([]);
  });

  it("never overwrites a file: 409 naming it, and nothing of the upload is kept", async () => {
    const before = diskListing(root);
    const response = await upload(
      uploadBody({ folder: "Mods" }, [
        { filename: "first.jar", data: "first" },
        { filename: "existing.jar", data: "overwritten?" },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A file named existing.jar already exists in Mods.");
    expect(readFileSync(join(root, "Mods", "existing.jar"), "utf8")).toBe("keep me");
    expect(diskListing(root)).toEqual(before);
  });

  it("refuses a file over the limit and an upload over the total with 413 naming them, keeping nothing", async () => {
    const before = diskListing(root);
    const big = await upload(uploadBody({ folder: "Mods" }, [{ filename: "big.zip", data: Buffer.alloc(MB + 1) }]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      message: "big.zip is larger than 1 MB, the most one file can be.",
      code: "too_large",
      errors: { files: ["big.zip is larger than 1 MB, the most one file can be."] },
    });
    const many = await upload(
      uploadBody({ folder: "Mods" }, [
        { filename: "a.zip", data: Buffer.alloc(MB) },
        { filename: "b.zip", data: Buffer.alloc(MB) },
        { filename: "c.zip", data: Buffer.alloc(1000) },
      ]),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe("One upload can be at most 2 MB in all.");
    expect(diskListing(root)).toEqual(before);
  });

  it("leaves no temporary file behind a refused upload, even when the refusal beats the file's opening", async () => {
    // The third file is refused by its first chunk, often before its temporary file has finished opening.
    const body = uploadBody({ folder: "Mods" }, [
      { filename: "a.zip", data: Buffer.alloc(MB) },
      { filename: "b.zip", data: Buffer.alloc(MB) },
      { filename: "c.zip", data: Buffer.alloc(1000) },
    ]);
    const left: string[][] = [];
    for (let round = 0; round < 25; round += 1) {
      const answers = await Promise.all([upload(body), upload(body)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([413, 413]);
      const temps = uploadTemps(root);
      if (temps.length > 0) left.push(temps);
    }
    expect(left).toEqual([]);
  });

  it("takes the fields in any order: files first (as the spec lists them and curl -F sends them), or among the files", async () => {
    const first = randomBytes(300_000);
    const filesFirst = await upload(
      uploadBody(
        { folder: "Mods" },
        [
          { filename: "late-folder.jar", data: first },
          { filename: "late-folder.txt", data: "second" },
        ],
        { filesFirst: true },
      ),
    );
    expect(filesFirst.statusCode).toBe(201);
    expect(filesFirst.json()).toMatchObject({
      message: "2 files uploaded.",
      files: [
        { name: "late-folder.jar", size: 300_000 },
        { name: "late-folder.txt", size: 6 },
      ],
    });
    expect(readFileSync(join(root, "Mods", "late-folder.jar")).equals(first)).toBe(true);

    // A file, the folder, another file, then the subfolder: every file goes to Mods/Pack.
    const mixed = await upload(
      formBody([
        { filename: "mixed-1.txt", data: "one" },
        { field: "folder", value: "Mods" },
        { filename: "mixed-2.txt", data: "two" },
        { field: "subfolder", value: "Pack" },
      ]),
    );
    expect(mixed.statusCode).toBe(201);
    expect(readFileSync(join(root, "Mods", "Pack", "mixed-1.txt"), "utf8")).toBe("one");
    expect(readFileSync(join(root, "Mods", "Pack", "mixed-2.txt"), "utf8")).toBe("two");
    expect(uploadTemps(root)).toEqual([]);
  });

  it("holds files sent before their folder to the same rules once the folder is known, keeping nothing refused", async () => {
    const before = diskListing(root);
    const late = (fields: Record<string, string>, files: { filename: string; data: Buffer | string }[]) =>
      upload(uploadBody(fields, files, { filesFirst: true }));
    const noFolder = await late({}, [{ filename: "a.jar", data: "a" }]);
    expect(noFolder.statusCode).toBe(400);
    expect(noFolder.json()).toEqual({
      message: "Folder name cannot be blank.",
      code: "invalid_fields",
      errors: { folder: ["Folder name cannot be blank."] },
    });
    const missing = await late({ folder: "Nope" }, [{ filename: "a.jar", data: "a" }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("The folder Nope does not exist.");
    const taken = await late({ folder: "Mods" }, [
      { filename: "fresh.jar", data: "fresh" },
      { filename: "existing.jar", data: "overwritten?" },
    ]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("A file named existing.jar already exists in Mods.");
    expect(readFileSync(join(root, "Mods", "existing.jar"), "utf8")).toBe("keep me");
    const over = await late({ folder: "Mods" }, [
      { filename: "a.zip", data: Buffer.alloc(MB) },
      { filename: "b.zip", data: Buffer.alloc(MB) },
      { filename: "c.zip", data: Buffer.alloc(1000) },
    ]);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe("One upload can be at most 2 MB in all.");
    const hostile = await late({ folder: "Mods" }, [{ filename: "../../escape.jar", data: "x" }]);
    expect(hostile.statusCode).toBe(400);
    expect(diskListing(root)).toEqual(before);
  });

  it("refuses bad names, broken bodies and other content types", async () => {
    const before = diskListing(root);
    const hostile = await upload(uploadBody({ folder: "Mods" }, [{ filename: "../../escape.jar", data: "x" }]));
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().errors.files[0]).toMatch(/^\.\.\/\.\.\/escape\.jar: /);
    const whole = uploadBody({ folder: "Mods" }, [{ filename: "cut.jar", data: randomBytes(100_000) }]);
    const cut = await keeper.request({
      method: "POST",
      url: "/files/api/upload/",
      payload: whole.payload.subarray(0, 50_000),
      headers: whole.headers,
    });
    expect(cut.statusCode).toBe(400);
    const json = await keeper.post("/files/api/upload/", { folder: "Mods", files: "x" });
    expect(json.statusCode).toBe(415);
    const empty = await upload(uploadBody({ folder: "Mods" }, []));
    expect(empty.json()).toMatchObject({ message: "Choose at least one file." });
    expect(diskListing(root)).toEqual(before);
  });

  it("an upload cut off half way leaves no file and no temporary file", async () => {
    const port = await listening();
    const before = diskListing(root);
    const body = uploadBody({ folder: "Mods" }, [{ filename: "half.jar", data: randomBytes(900_000) }]);
    const socket = await startPartialUpload(
      port,
      "/files/api/upload/",
      { ...(await browserHeaders(keeper)), "content-type": body.headers["content-type"] },
      body.payload,
      500_000,
    );
    await waitFor("the temporary file", () => uploadTemps(root).length === 1);
    socket.destroy();
    await waitFor("the temporary file to go", () => uploadTemps(root).length === 0);
    expect(diskListing(root)).toEqual(before);
  });

  it("refuses before storing a byte once the folder fields have come: a missing folder, and a taken name once the subfolder field (empty for none) has come too", async () => {
    const port = await listening();
    const headers = await browserHeaders(keeper);
    const file = { filename: "existing.jar", data: Buffer.alloc(MB, 1) };
    const cases: { fields: Record<string, string>; status: number }[] = [
      { fields: { folder: "Nope" }, status: 404 },
      { fields: { folder: "Mods", subfolder: "" }, status: 409 },
    ];
    for (const { fields, status } of cases) {
      const body = uploadBody(fields, [file]);
      const seen = await sendRaw(port, {
        path: "/files/api/upload/",
        headers: { ...headers, ...body.headers },
        body: body.payload,
        chunkBytes: 16 * 1024,
        pauseMs: 2,
        read: "while-sending",
      });
      expect([status, seen.answers[0]?.status]).toEqual([status, status]);
      expect(seen.sentAtAnswer ?? body.payload.length).toBeLessThan(body.payload.length / 2);
    }
    expect(readFileSync(join(root, "Mods", "existing.jar"), "utf8")).toBe("keep me");
    expect(uploadTemps(root)).toEqual([]);
  });
});
