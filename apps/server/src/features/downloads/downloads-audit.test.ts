import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { uploadBody } from "../../../test/factories/downloads";

// Every change to the downloads area shows in the owner's audit log: who, what and where.

let t: TestApp;
let keeper: TestClient;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  keeper = new TestClient(t.app);
  await keeper.signInAs(t.db, (await buildUser(t.db, { username: "Keeper", permissions: ["downloads.modify"] })).id);
  owner = new TestClient(t.app);
  await owner.signInAs(t.db, (await buildUser(t.db, { groups: ["owner"] })).id);
});
afterAll(() => t.close());

const entries = async () =>
  (await owner.get("/admin/api/audit/?actor=Keeper")).json<{
    entries: { actor: string; action: string; target: string; before: unknown; after: unknown }[];
  }>().entries;

describe("the downloads area in the audit log", () => {
  it("records folders made, renamed and deleted, files uploaded and deleted", async () => {
    expect((await keeper.post("/files/api/create/folder/", { folder_name: "Mods" })).statusCode).toBe(201);
    expect(
      (await keeper.post("/files/api/create/subfolder/", { folder_name: "Mods", subfolder_name: "Old" })).statusCode,
    ).toBe(201);
    expect(
      (await keeper.post("/files/api/modify/subfolder/", { folder: "Mods", subfolder: "Old", new_folder_name: "Pack" }))
        .statusCode,
    ).toBe(200);
    const body = uploadBody({ folder: "Mods", subfolder: "Pack" }, [{ filename: "magic.jar", data: "jar bytes" }]);
    const uploaded = await keeper.request({
      method: "POST",
      url: "/files/api/upload/",
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(201);
    expect((await keeper.delete("/files/api/delete/file/?folder=Mods&subfolder=Pack&file=magic.jar")).statusCode).toBe(
      204,
    );
    expect((await keeper.delete("/files/api/delete/folder/?folder=Mods")).statusCode).toBe(204);

    const log = (await entries()).map(({ action, target, before, after }) => ({ action, target, before, after }));
    // Newest first.
    expect(log).toEqual([
      { action: "downloads.folder_delete", target: "Mods", before: null, after: null },
      { action: "downloads.file_delete", target: "Mods/Pack/magic.jar", before: null, after: null },
      {
        action: "downloads.upload",
        target: "Mods/Pack",
        before: null,
        after: { files: [{ name: "magic.jar", size: 9 }] },
      },
      { action: "downloads.folder_rename", target: "Mods/Pack", before: { name: "Old" }, after: { name: "Pack" } },
      { action: "downloads.folder_create", target: "Mods/Old", before: null, after: null },
      { action: "downloads.folder_create", target: "Mods", before: null, after: null },
    ]);
  });

  it("records nothing for a refused change", async () => {
    const before = (await entries()).length;
    expect((await keeper.post("/files/api/create/folder/", { folder_name: "../escape" })).statusCode).toBe(400);
    expect((await keeper.delete("/files/api/delete/folder/?folder=Nowhere")).statusCode).toBe(404);
    expect((await entries()).length).toBe(before);
  });
});
