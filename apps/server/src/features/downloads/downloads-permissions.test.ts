import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { diskListing, putFiles, uploadBody } from "../../../test/factories/downloads";
import { downloadsRoot } from "./downloads.storage";

// Every files call for every kind of caller (spec §6): anonymous 401; signed in without the
// downloads group or permission 403; downloads (group or permission) reads but may not write;
// downloads.modify and the owner do everything. A refused call changes nothing on disk.

let t: TestApp;
let root: string;
const clients = new Map<string, TestClient>();

const ACTORS: Record<string, { groups?: string[]; permissions?: string[] } | undefined> = {
  anonymous: undefined,
  member: {},
  downloadsGroup: { groups: ["downloads"] },
  downloadsPermission: { permissions: ["downloads"] },
  modifier: { permissions: ["downloads.modify"] },
  owner: { groups: ["owner"] },
};
type Actor = "anonymous" | "member" | "downloadsGroup" | "downloadsPermission" | "modifier" | "owner";

/** The fixtures a write call works on, per prefix, so each allowed actor has its own. */
const fixtures = (prefix: string) => ({
  [`${prefix}-rename/a.txt`]: "a",
  [`${prefix}-delete/a.txt`]: "a",
  [`${prefix}-parent/rename-sub/a.txt`]: "a",
  [`${prefix}-parent/delete-sub/a.txt`]: "a",
  [`${prefix}-parent/file.txt`]: "file",
});

const READS = [
  "/files/api/downloads/",
  "/files/api/get/subfolders/Shared/",
  "/files/api/files/get/subfolder/Shared/Pack/",
  "/files/api/zip/subfolder/Shared/Pack/",
  "/files/api/download/file/?folder=Shared&file=a.jar",
  "/files/api/download/file/?folder=Shared&subfolder=Pack&file=b.jar",
];

type Call = (client: TestClient, prefix: string) => ReturnType<TestClient["get"]>;

const WRITES: Record<string, Call> = {
  "create folder": (c, p) => c.post("/files/api/create/folder/", { folder_name: `${p}-new` }),
  "modify folder": (c, p) =>
    c.post("/files/api/modify/folder/", { folder: `${p}-rename`, new_folder_name: `${p}-renamed` }),
  "delete folder": (c, p) => c.delete(`/files/api/delete/folder/?folder=${p}-delete`),
  "create subfolder": (c, p) =>
    c.post("/files/api/create/subfolder/", { folder_name: `${p}-parent`, subfolder_name: "new-sub" }),
  "modify subfolder": (c, p) =>
    c.post("/files/api/modify/subfolder/", {
      folder: `${p}-parent`,
      subfolder: "rename-sub",
      new_folder_name: "renamed-sub",
    }),
  "delete subfolder": (c, p) => c.delete(`/files/api/delete/subfolder/${p}-parent/delete-sub/`),
  "delete file": (c, p) => c.delete(`/files/api/delete/file/?folder=${p}-parent&file=file.txt`),
  "upload verify": (c, p) =>
    c.post("/files/api/upload/verify/", { file_sizes: { "u.txt": 1 }, file_size_total: 1, folder: `${p}-parent` }),
  upload: (c, p) => {
    const body = uploadBody({ folder: `${p}-parent` }, [{ filename: "u.txt", data: "u" }]);
    return c.request({ method: "POST", url: "/files/api/upload/", payload: body.payload, headers: body.headers });
  },
};

beforeAll(async () => {
  t = await createTestApp();
  root = downloadsRoot(t.config.dataDir);
  putFiles(root, { "Shared/a.jar": "a", "Shared/Pack/b.jar": "b", ...fixtures("target") });
  for (const [name, access] of Object.entries(ACTORS)) {
    const client = new TestClient(t.app);
    if (access) await client.signInAs(t.db, (await buildUser(t.db, access)).id);
    clients.set(name, client);
  }
});
afterAll(() => t.close());

const client = (actor: Actor) => {
  const found = clients.get(actor);
  if (!found) throw new Error(actor);
  return found;
};

describe.each([
  ["anonymous", 401],
  ["member", 403],
] as const)("%s", (actor, status) => {
  it(`gets ${status} from every call and changes nothing`, async () => {
    const before = diskListing(root);
    for (const url of READS) expect([url, (await client(actor).get(url)).statusCode]).toEqual([url, status]);
    for (const [name, call] of Object.entries(WRITES)) {
      expect([name, (await call(client(actor), "target")).statusCode]).toEqual([name, status]);
    }
    expect(diskListing(root)).toEqual(before);
  });
});

describe.each(["downloadsGroup", "downloadsPermission"] as const)("%s", (actor) => {
  it("reads, lists, downloads and zips", async () => {
    for (const url of READS) expect([url, (await client(actor).get(url)).statusCode]).toEqual([url, 200]);
  });

  it("gets 403 from every write and changes nothing", async () => {
    const before = diskListing(root);
    for (const [name, call] of Object.entries(WRITES)) {
      const response = await call(client(actor), "target");
      expect([name, response.statusCode, response.json().message]).toEqual([
        name,
        403,
        "You do not have permission to do that.",
      ]);
    }
    expect(diskListing(root)).toEqual(before);
  });
});

describe.each(["modifier", "owner"] as const)("%s", (actor) => {
  it("reads and makes every change", async () => {
    for (const url of READS) expect([url, (await client(actor).get(url)).statusCode]).toEqual([url, 200]);
    putFiles(root, fixtures(actor));
    for (const [name, call] of Object.entries(WRITES)) {
      const response = await call(client(actor), actor);
      expect([name, response.statusCode < 300]).toEqual([name, true]);
    }
    expect(diskListing(root).filter((line) => line.startsWith(actor))).toEqual([
      `${actor}-new/`,
      `${actor}-parent/`,
      `${actor}-parent/new-sub/`,
      `${actor}-parent/renamed-sub/`,
      `${actor}-parent/renamed-sub/a.txt 1`,
      `${actor}-parent/u.txt 1`,
      `${actor}-renamed/`,
      `${actor}-renamed/a.txt 1`,
    ]);
  });
});
