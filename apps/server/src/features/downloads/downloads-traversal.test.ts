import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { diskListing, putFiles, uploadBody } from "../../../test/factories/downloads";
import { downloadsRoot } from "./downloads.storage";

// A path-traversal corpus through every name-taking route and query parameter, percent-encoded
// once and twice, as the owner (who passes every check): every answer is a 4xx, never a 500, and
// afterwards the disk inside and outside the downloads root is exactly as it was.

const MARK = "bastion-escape";

const HOSTILE = [
  "..",
  ".",
  "../",
  `../${MARK}`,
  `../../${MARK}`,
  `..\\..\\${MARK}`,
  `/tmp/${MARK}`,
  `\\\\server\\share\\${MARK}`,
  `a/../../${MARK}`,
  `Safe/../../${MARK}`,
  `a\\b`,
  "a\u0000b",
  "\u0000",
  `..%2f${MARK}`,
  "%2e%2e",
  `%2e%2e%2f${MARK}`,
  `%252e%252e%252f${MARK}`,
  `..%c0%af${MARK}`,
  `..%ef%bc%8f${MARK}`,
  "\uff0e\uff0e",
  "\u2025",
  `..\uff0f${MARK}`,
  `..\uff3c${MARK}`,
  `..\u2215${MARK}`,
  `..\u2044${MARK}`,
  `..\u29f5${MARK}`,
  "\u202e..",
  "\u200b..",
  "..\u200b",
  "a\nb",
  "a\rb",
  "a\tb",
  "\u0085",
  ".hidden",
  ".upload-host-1-0123456789abcdef.part",
  ".trash-0123456789abcdef",
  "CON",
  "nul.txt",
  "COM1",
  "LPT9.log",
  "trailing.",
  "trailing ",
  " leading",
  "x".repeat(300),
  "é".repeat(200),
  "\ud800",
  "C:\\Windows",
  "C:",
  "file:stream",
  "<script>",
  "a|b",
  "what?",
  "star*",
];

let t: TestApp;
let owner: TestClient;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = downloadsRoot(t.config.dataDir);
  putFiles(root, { "Safe/f.txt": "f", "Safe/Sub/g.txt": "g" });
  putFiles(join(t.config.dataDir, "outside"), { "secret.txt": "secret", [`${MARK}-sentinel/x.txt`]: "x" });
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
});
afterAll(() => t.close());

/** Percent-encoding; a lone surrogate goes out as the bytes a hostile client would send (WTF-8). */
function encode(name: string): string {
  try {
    return encodeURIComponent(name);
  } catch {
    return name.replace(/[\ud800-\udfff]/g, "%ED%A0%80").replace(/[^%]/g, (c) => encodeURIComponent(c));
  }
}
const path = (name: string, twice: boolean) => (twice ? encodeURIComponent(encode(name)) : encode(name));
const query = (values: Record<string, string>, twice: boolean) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${path(value, twice)}`)
    .join("&");

/** Every route that takes a name, with the hostile name in each place a name goes. */
function requests(h: string, twice: boolean): { label: string; send: () => ReturnType<TestClient["get"]> }[] {
  const name = twice ? encode(h) : h;
  const post = (url: string, body: object) => () => owner.post(url, body);
  const upload = (fields: Record<string, string>, filename: string) => () => {
    const body = uploadBody(fields, [{ filename, data: "escape" }]);
    return owner.request({ method: "POST", url: "/files/api/upload/", payload: body.payload, headers: body.headers });
  };
  return [
    { label: "create folder", send: post("/files/api/create/folder/", { folder_name: name }) },
    { label: "rename to", send: post("/files/api/modify/folder/", { folder: "Safe", new_folder_name: name }) },
    { label: "rename from", send: post("/files/api/modify/folder/", { folder: name, new_folder_name: "Fine" }) },
    { label: "delete folder", send: () => owner.delete(`/files/api/delete/folder/?${query({ folder: h }, twice)}`) },
    { label: "list folder", send: () => owner.get(`/files/api/get/subfolders/${path(h, twice)}/`) },
    {
      label: "create sub in",
      send: post("/files/api/create/subfolder/", { folder_name: name, subfolder_name: "Fine" }),
    },
    { label: "create sub", send: post("/files/api/create/subfolder/", { folder_name: "Safe", subfolder_name: name }) },
    {
      label: "rename sub in",
      send: post("/files/api/modify/subfolder/", { folder: name, subfolder: "Sub", new_folder_name: "Fine" }),
    },
    {
      label: "rename sub from",
      send: post("/files/api/modify/subfolder/", { folder: "Safe", subfolder: name, new_folder_name: "Fine" }),
    },
    {
      label: "rename sub to",
      send: post("/files/api/modify/subfolder/", { folder: "Safe", subfolder: "Sub", new_folder_name: name }),
    },
    { label: "delete sub in", send: () => owner.delete(`/files/api/delete/subfolder/${path(h, twice)}/Sub/`) },
    { label: "delete sub", send: () => owner.delete(`/files/api/delete/subfolder/Safe/${path(h, twice)}/`) },
    { label: "zip in", send: () => owner.get(`/files/api/zip/subfolder/${path(h, twice)}/Sub/`) },
    { label: "zip", send: () => owner.get(`/files/api/zip/subfolder/Safe/${path(h, twice)}/`) },
    { label: "files in", send: () => owner.get(`/files/api/files/get/subfolder/${path(h, twice)}/Sub/`) },
    { label: "files", send: () => owner.get(`/files/api/files/get/subfolder/Safe/${path(h, twice)}/`) },
    ...(["folder", "subfolder", "file"] as const).flatMap((key) => {
      const values = { folder: "Safe", subfolder: "Sub", file: "g.txt", [key]: h };
      return [
        { label: `download ${key}`, send: () => owner.get(`/files/api/download/file/?${query(values, twice)}`) },
        { label: `delete file ${key}`, send: () => owner.delete(`/files/api/delete/file/?${query(values, twice)}`) },
      ];
    }),
    {
      label: "verify name",
      send: post("/files/api/upload/verify/", { file_sizes: { [name]: 6 }, file_size_total: 6, folder: "Safe" }),
    },
    {
      label: "verify folder",
      send: post("/files/api/upload/verify/", { file_sizes: { "ok.txt": 6 }, file_size_total: 6, folder: name }),
    },
    {
      label: "verify subfolder",
      send: post("/files/api/upload/verify/", {
        file_sizes: { "ok.txt": 6 },
        file_size_total: 6,
        folder: "Safe",
        subfolder: name,
      }),
    },
    { label: "upload name", send: upload({ folder: "Safe" }, name) },
    { label: "upload folder", send: upload({ folder: name }, "ok.txt") },
    { label: "upload subfolder", send: upload({ folder: "Safe", subfolder: name }, "ok.txt") },
  ];
}

/** Anything named after the marker in the data folder or the folder above it (an escape's landing). */
const escapes = () =>
  [t.config.dataDir, dirname(t.config.dataDir)].flatMap((dir) =>
    readdirSync(dir).filter((entry) => entry.includes(MARK) && entry !== `${MARK}-sentinel`),
  );

it("refuses every hostile name in every place with a 4xx, and nothing on disk moves", async () => {
  expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  const inside = diskListing(root);
  const outside = diskListing(join(t.config.dataDir, "outside"));
  const answers: string[] = [];
  let sent = 0;
  for (const hostile of HOSTILE) {
    for (const twice of [false, true]) {
      for (const { label, send } of requests(hostile, twice)) {
        const response = await send();
        sent += 1;
        const ok = response.statusCode >= 400 && response.statusCode < 500;
        // A name that is harmless once decoded (e.g. "%2e%2e" sent twice-encoded is the literal
        // text "%2e%2e") must still be refused: percent-escapes are never allowed in names.
        if (!ok) answers.push(`${JSON.stringify(hostile)} ${twice ? "x2" : "x1"} ${label}: ${response.statusCode}`);
      }
    }
  }
  expect(answers).toEqual([]);
  expect(sent).toBe(HOSTILE.length * 2 * requests("x", false).length);
  expect(diskListing(root)).toEqual(inside);
  expect(diskListing(join(t.config.dataDir, "outside"))).toEqual(outside);
  expect(escapes()).toEqual([]);
}, 120_000);
