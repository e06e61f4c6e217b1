import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { createTarget, publish, publishBody, sha256 } from "../../../test/factories/patching";
import { patchesRoot } from "./patching.storage";

// /patching/ as a member of the patching group uses it: targets, publishing (the file streamed,
// its SHA-256 and size stored), the list per target, make current, delete, the audit log.

let t: TestApp;
let staff: TestClient;
let root: string;

beforeAll(async () => {
  t = await createTestApp({ PATCH_MAX_MB: "1" });
  root = patchesRoot(t.config.dataDir);
  const user = await buildUser(t.db, { username: "Patcher", groups: ["patching"] });
  staff = new TestClient(t.app);
  await staff.signInAs(t.db, user.id);
});
afterAll(() => t.close());

const patchesOf = async (targetId: number, page = 1) =>
  (await staff.get(`/patching/api/targets/${targetId}/patches/?page=${page}`)).json<{
    patches: { id: number; version: string; is_current: boolean; downloads: number; sha256: string }[];
    page_count: number;
    target: { patch_count: number; current: { version: string } | null };
    current: { version: string; sha256: string } | null;
  }>();

const postPublish = (targetId: number, body: ReturnType<typeof publishBody>) =>
  staff.request({ method: "POST", url: `/patching/api/targets/${targetId}/patches/`, ...body });

const auditActions = async () =>
  (await t.db.selectFrom("audit_log").select(["action", "target_label"]).orderBy("id").execute()).map(
    (row) => `${row.action} ${row.target_label}`,
  );

describe("targets", () => {
  it("creates targets named like folders, listed by name, and refuses a taken or unsafe name", async () => {
    const created = await staff.post("/patching/api/targets/", { name: "survival" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: "Target survival created.",
      target: { name: "survival", patch_count: 0, current: null },
    });
    await createTarget(staff, "Lobby");

    const taken = await staff.post("/patching/api/targets/", { name: "SURVIVAL" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errors: { name: ["A target named SURVIVAL already exists."] } });
    for (const [name, message] of [
      ["", "Target name cannot be blank."],
      ["../etc", "A name cannot start with a dot."],
      ["a/b", "A name cannot contain / or \\ (or characters that look like them)."],
      ["x".repeat(33), "Target name must be at most 32 characters."],
    ]) {
      const refused = await staff.post("/patching/api/targets/", { name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().errors.name).toEqual([message]);
    }
    const list = await staff.get("/patching/api/targets/");
    expect(list.json()).toMatchObject({
      targets: [{ name: "Lobby" }, { name: "survival" }],
      public_url: "http://localhost:3000",
      max_bytes: 1024 * 1024,
    });
  });

  it("renames a target, refusing a name another target has", async () => {
    const id = await createTarget(staff, "creativ");
    const renamed = await staff.post(`/patching/api/targets/${id}/rename/`, { name: "creative" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: "Target renamed to creative.", target: { id, name: "creative" } });
    const clash = await staff.post(`/patching/api/targets/${id}/rename/`, { name: "lobby" });
    expect(clash.statusCode).toBe(409);
    expect((await staff.post("/patching/api/targets/999999/rename/", { name: "x" })).statusCode).toBe(404);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(["patch_target.create creativ", "patch_target.rename creative"]),
    );
  });
});

describe("publishing", () => {
  it("stores the file streamed, with its SHA-256 and size, and lists it with who published it", async () => {
    const id = await createTarget(staff, "pub-basics");
    const jar = Buffer.alloc(300_000, 7);
    const { payload, headers } = publishBody(
      { version: "1.0.0", notes: "First release.\nFixes the spawn.", make_current: "true" },
      { filename: "SpawnFix.jar", data: jar },
    );
    const response = await postPublish(id, { payload, headers });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: "Published 1.0.0 to pub-basics. It is now the current patch.",
      patch: {
        version: "1.0.0",
        file_name: "SpawnFix.jar",
        size: jar.length,
        sha256: sha256(jar),
        notes: "First release.\nFixes the spawn.",
        published_by: "Patcher",
        downloads: 0,
        is_current: true,
      },
    });
    const files = readdirSync(root).filter((name) => name.endsWith(".patch"));
    expect(files.some((name) => readFileSync(join(root, name)).equals(jar))).toBe(true);
    expect(readdirSync(root).filter((name) => name.startsWith("."))).toEqual([]);

    const download = await staff.get(`/patching/api/patches/${response.json().patch.id}/file/`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(jar)).toBe(true);
    expect(download.headers).toMatchObject({
      etag: `"${sha256(jar)}"`,
      "content-type": "application/octet-stream",
      "content-disposition": 'attachment; filename="SpawnFix.jar"',
    });
  });

  it("refuses a version the target already has (any case), before storing the file", async () => {
    const id = await createTarget(staff, "pub-taken");
    await publish(staff, id, "2.0", "first");
    const before = readdirSync(root).sort();
    const again = await postPublish(id, publishBody({ version: "2.0" }, { filename: "b.jar", data: "second" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: "pub-taken already has a patch 2.0.",
      errors: { version: ["pub-taken already has a patch 2.0."] },
    });
    expect(readdirSync(root).sort()).toEqual(before);
    // Another target may use the same version.
    await publish(staff, await createTarget(staff, "pub-taken-2"), "2.0", "elsewhere");
  });

  it("answers 400 with the field for a missing version or file, an empty file or a bad file name", async () => {
    const id = await createTarget(staff, "pub-bad");
    const cases: [ReturnType<typeof publishBody>, string, string][] = [
      [publishBody({ notes: "n" }, { filename: "a.jar", data: "a" }), "version", "Version is required."],
      [publishBody({ version: "1" }), "file", "Choose the patch file."],
      [publishBody({ version: "1" }, { filename: "a.jar", data: "" }), "file", "The patch file is empty."],
      [
        publishBody({ version: "1" }, { filename: "../a.jar", data: "a" }),
        "file",
        "../a.jar: A name cannot be . or ..",
      ],
      [
        publishBody({ version: "x".repeat(65) }, { filename: "a.jar", data: "a" }),
        "version",
        "Version must be at most 64 characters.",
      ],
      [
        publishBody({ version: "1", make_current: "yes" }, { filename: "a.jar", data: "a" }),
        "make_current",
        "make_current must be true or false.",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await postPublish(id, body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().errors[field], message).toEqual([
        expect.stringContaining(message.split(":")[0] ?? message),
      ]);
    }
    expect((await patchesOf(id)).patches).toEqual([]);
    expect(readdirSync(root).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("refuses a file over PATCH_MAX_MB with 413 naming the limit, leaving nothing behind", async () => {
    const id = await createTarget(staff, "pub-big");
    const before = readdirSync(root).sort();
    const response = await postPublish(
      id,
      publishBody({ version: "big" }, { filename: "big.zip", data: Buffer.alloc(1024 * 1024 + 1) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: "big.zip is larger than 1 MB, the most one file can be." });
    expect(readdirSync(root).sort()).toEqual(before);
  });

  it("takes the file before the fields, holding it to the same rules once the fields have come", async () => {
    const id = await createTarget(staff, "pub-file-first");
    const jar = Buffer.alloc(200_000, 9);
    const fileFirst = (fields: Parameters<typeof publishBody>[0], data: Buffer | string = jar) =>
      postPublish(id, publishBody(fields, { filename: "Late.jar", data }, { filesFirst: true }));
    const published = await fileFirst({ version: "3.1", notes: "Fields after the file.", make_current: "true" });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({
      message: "Published 3.1 to pub-file-first. It is now the current patch.",
      patch: { version: "3.1", file_name: "Late.jar", size: jar.length, sha256: sha256(jar), is_current: true },
    });

    const before = readdirSync(root).sort();
    const taken = await fileFirst({ version: "3.1" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("pub-file-first already has a patch 3.1.");
    const noVersion = await fileFirst({ notes: "n" });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors).toEqual({ version: ["Version is required."] });
    const empty = await fileFirst({ version: "3.2" }, "");
    expect(empty.json()).toMatchObject({ message: "The patch file is empty." });
    expect(readdirSync(root).sort()).toEqual(before);
    expect((await patchesOf(id)).patches.map((patch) => patch.version)).toEqual(["3.1"]);
  });

  it("answers 404 for a target that does not exist", async () => {
    const response = await postPublish(999_999, publishBody({ version: "1" }, { filename: "a.jar", data: "a" }));
    expect(response.statusCode).toBe(404);
  });
});

describe("current patch, roll back and delete", () => {
  it("makes a patch current, rolls back to an older one, and lists which is current", async () => {
    const id = await createTarget(staff, "roll");
    const first = await publish(staff, id, "1.0", "one", { makeCurrent: true });
    const second = await publish(staff, id, "1.1", "two");
    expect((await patchesOf(id)).target.current).toMatchObject({ version: "1.0" });

    const made = await staff.post(`/patching/api/patches/${second}/make-current/`);
    expect(made.json()).toMatchObject({
      message: "1.1 is now the current patch of roll.",
      patch: { is_current: true },
    });
    let list = await patchesOf(id);
    expect(list.patches.map((p) => [p.version, p.is_current])).toEqual([
      ["1.1", true],
      ["1.0", false],
    ]);
    const back = await staff.post(`/patching/api/patches/${first}/make-current/`);
    expect(back.json().message).toBe("1.0 is now the current patch of roll.");
    list = await patchesOf(id);
    expect(list.patches.map((p) => [p.version, p.is_current])).toEqual([
      ["1.1", false],
      ["1.0", true],
    ]);
    expect(list.current).toMatchObject({ version: "1.0", sha256: list.patches[1]?.sha256 });
    const again = await staff.post(`/patching/api/patches/${first}/make-current/`);
    expect(again.json().message).toBe("1.0 is already the current patch of roll.");
    expect((await staff.post("/patching/api/patches/999999/make-current/")).statusCode).toBe(404);
  });

  it("refuses to delete the current patch (409) and deletes another with its file", async () => {
    const id = await createTarget(staff, "del");
    const current = await publish(staff, id, "1.0", "keep me", { makeCurrent: true });
    const old = await publish(staff, id, "0.9", "delete me");
    const refused = await staff.delete(`/patching/api/patches/${current}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "1.0 is the current patch of del: make another patch current before deleting it.",
    );
    const files = () => readdirSync(root).filter((name) => name.endsWith(".patch")).length;
    const before = files();
    expect((await staff.delete(`/patching/api/patches/${old}/`)).statusCode).toBe(204);
    expect(files()).toBe(before - 1);
    expect((await patchesOf(id)).patches.map((p) => p.version)).toEqual(["1.0"]);
    expect((await staff.delete(`/patching/api/patches/${old}/`)).statusCode).toBe(404);
  });

  it("takes two make-currents of one target at once in turn: exactly one patch ends current", async () => {
    const id = await createTarget(staff, "race");
    const ids = [];
    for (const version of ["a", "b", "c", "d"]) ids.push(await publish(staff, id, version, version));
    await Promise.all(ids.map((patch) => staff.post(`/patching/api/patches/${patch}/make-current/`)));
    expect((await patchesOf(id)).patches.filter((p) => p.is_current)).toHaveLength(1);
  });

  it("pages a target's patches, 20 a page, newest first", async () => {
    const id = await createTarget(staff, "paged");
    for (let index = 1; index <= 21; index += 1) await publish(staff, id, `v${index}`, `${index}`);
    const first = await patchesOf(id);
    expect(first.page_count).toBe(2);
    expect(first.patches).toHaveLength(20);
    expect(first.patches[0]?.version).toBe("v21");
    expect((await patchesOf(id, 2)).patches.map((p) => p.version)).toEqual(["v1"]);
    await staff.post(`/patching/api/patches/${first.patches[5]?.id}/make-current/`);
    // The current patch comes whole on every page, wherever it is in the list.
    expect((await patchesOf(id, 2)).current).toMatchObject({ version: "v16" });
  });

  it("records every publish, make-current and delete in the audit log", async () => {
    const id = await createTarget(staff, "audited");
    const one = await publish(staff, id, "1", "1", { makeCurrent: true });
    const two = await publish(staff, id, "2", "2");
    await staff.post(`/patching/api/patches/${two}/make-current/`);
    await staff.delete(`/patching/api/patches/${one}/`);
    const entries = await t.db
      .selectFrom("audit_log")
      .select(["action", "target_label", "actor_name", "before_json", "after_json"])
      .where("target_label", "like", "audited%")
      .orderBy("id")
      .execute();
    expect(entries.map((e) => `${e.action} ${e.target_label}`)).toEqual([
      "patch_target.create audited",
      "patch.publish audited 1",
      "patch.make_current audited 1",
      "patch.publish audited 2",
      "patch.make_current audited 2",
      "patch.delete audited 1",
    ]);
    expect(entries.every((e) => e.actor_name === "Patcher")).toBe(true);
    expect(JSON.parse(entries[4]?.before_json ?? "{}")).toEqual({ current: "1" });
  });
});
