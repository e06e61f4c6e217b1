import { mkdirSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, createTestApp, type TestApp, TestClient } from "../../../test/app";
import { diskListing, putFiles } from "../../../test/factories/downloads";
import { downloadsRoot } from "./downloads.storage";

// Folders and subfolders through the real app, as a holder of downloads.modify: the disk is the
// source of truth, so every test also looks at the disk.

let t: TestApp;
let keeper: TestClient;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = downloadsRoot(t.config.dataDir);
  const user = await buildUser(t.db, { permissions: ["downloads", "downloads.modify"] });
  keeper = new TestClient(t.app);
  await keeper.signInAs(t.db, user.id);
});
afterAll(() => t.close());

const folderNames = async () =>
  (await keeper.get("/files/api/downloads/")).json<{ folders: { name: string }[] }>().folders.map((f) => f.name);

describe("folders", () => {
  it("creates a folder on disk and lists it with its counts and date", async () => {
    const created = await keeper.post("/files/api/create/folder/", { folder_name: "Modpacks" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: "Folder Modpacks created.", folder_name: "Modpacks" });
    putFiles(join(root, "Modpacks"), { "season-1.zip": "zip", "readme.txt": "hello", "Old/world.zip": "w" });

    const listed = await keeper.get("/files/api/downloads/");
    expect(listed.statusCode).toBe(200);
    const folder = listed.json<{ folders: Record<string, unknown>[] }>().folders.find((f) => f.name === "Modpacks");
    expect(folder).toMatchObject({ name: "Modpacks", subdirectories: 1, files: 2 });
    expect(Date.parse(String(folder?.modified))).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses a blank, too long or taken name with the field's error, and changes nothing", async () => {
    const before = diskListing(root);
    const blank = await keeper.post("/files/api/create/folder/", { folder_name: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ folder_name: ["Folder name cannot be blank."] });
    const missing = await keeper.post("/files/api/create/folder/", {});
    expect(missing.json().errors).toEqual({ folder_name: ["Folder name cannot be blank."] });
    const long = await keeper.post("/files/api/create/folder/", { folder_name: "x".repeat(33) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ folder_name: ["Folder name must be at most 32 characters."] });
    const taken = await keeper.post("/files/api/create/folder/", { folder_name: "Modpacks" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: "A folder or file named Modpacks already exists here." });
    expect(diskListing(root)).toEqual(before);
  });

  it("takes 32 characters exactly, counting letters rather than bytes, and stores NFC", async () => {
    const name = "é".repeat(32);
    const decomposed = "e\u0301".repeat(32);
    const created = await keeper.post("/files/api/create/folder/", { folder_name: decomposed });
    expect(created.statusCode).toBe(201);
    expect(created.json().folder_name).toBe(name);
    expect(await folderNames()).toContain(name);
    expect((await keeper.get(`/files/api/get/subfolders/${encodeURIComponent(name)}/`)).statusCode).toBe(200);
  });

  it("renames a folder, keeping its contents, and never over another folder", async () => {
    await keeper.post("/files/api/create/folder/", { folder_name: "Maps" });
    await keeper.post("/files/api/create/folder/", { folder_name: "Empty" });
    putFiles(join(root, "Maps"), { "spawn.zip": "spawn" });
    const onto = await keeper.post("/files/api/modify/folder/", { folder: "Maps", new_folder_name: "Empty" });
    expect(onto.statusCode).toBe(409);
    expect(diskListing(join(root, "Maps"))).toEqual(["spawn.zip 5"]);
    expect(diskListing(join(root, "Empty"))).toEqual([]);

    const renamed = await keeper.post("/files/api/modify/folder/", { folder: "Maps", new_folder_name: "Worlds" });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ message: "Successfully modified", folder_name: "Worlds" });
    expect(diskListing(join(root, "Worlds"))).toEqual(["spawn.zip 5"]);
    expect(await folderNames()).not.toContain("Maps");

    const gone = await keeper.post("/files/api/modify/folder/", { folder: "Maps", new_folder_name: "Again" });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("The folder Maps does not exist.");
  });

  it("deletes a folder with everything in it", async () => {
    await keeper.post("/files/api/create/folder/", { folder_name: "Trash me" });
    putFiles(join(root, "Trash me"), { "a/b/c.txt": "c", "d.txt": "d" });
    const deleted = await keeper.delete(`/files/api/delete/folder/?folder=${encodeURIComponent("Trash me")}`);
    expect(deleted.statusCode).toBe(204);
    expect(await folderNames()).not.toContain("Trash me");
    expect(diskListing(root).filter((line) => line.startsWith("Trash me") || line.startsWith(".trash"))).toEqual([]);
    expect((await keeper.delete("/files/api/delete/folder/?folder=Trash%20me")).statusCode).toBe(404);
  });
});

describe("subfolders and their files", () => {
  it("creates, lists, renames and deletes a subfolder", async () => {
    await keeper.post("/files/api/create/folder/", { folder_name: "Server" });
    const created = await keeper.post("/files/api/create/subfolder/", {
      folder_name: "Server",
      subfolder_name: "Plugins",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: "Folder Plugins created.", folder_name: "Plugins" });
    putFiles(join(root, "Server"), { "Plugins/worldedit.jar": "we", "server.properties": "motd=hi" });

    const contents = await keeper.get("/files/api/get/subfolders/Server/");
    expect(contents.statusCode).toBe(200);
    expect(contents.json()).toEqual({
      subfolders: [{ name: "Plugins", modified: expect.any(String) }],
      files: [{ name: "server.properties", size: 7, modified: expect.any(String) }],
    });
    const files = await keeper.get("/files/api/files/get/subfolder/Server/Plugins/");
    expect(files.json()).toEqual({ files: [{ name: "worldedit.jar", size: 2, modified: expect.any(String) }] });

    const blank = await keeper.post("/files/api/create/subfolder/", { folder_name: "Server", subfolder_name: "" });
    expect(blank.json().errors).toEqual({ subfolder_name: ["Folder name cannot be blank."] });
    const taken = await keeper.post("/files/api/create/subfolder/", {
      folder_name: "Server",
      subfolder_name: "Plugins",
    });
    expect(taken.statusCode).toBe(409);
    const noParent = await keeper.post("/files/api/create/subfolder/", { folder_name: "Nope", subfolder_name: "X" });
    expect(noParent.statusCode).toBe(404);

    const renamed = await keeper.post("/files/api/modify/subfolder/", {
      folder: "Server",
      subfolder: "Plugins",
      new_folder_name: "Mods",
    });
    expect(renamed.json()).toEqual({ message: "Successfully modified", folder_name: "Mods" });
    expect(diskListing(join(root, "Server"))).toEqual(["Mods/", "Mods/worldedit.jar 2", "server.properties 7"]);

    expect((await keeper.delete("/files/api/delete/subfolder/Server/Mods/")).statusCode).toBe(204);
    expect(diskListing(join(root, "Server"))).toEqual(["server.properties 7"]);
  });

  it("shows what was copied in by hand, with the file system's dates, and hides links and hidden files", async () => {
    mkdirSync(join(root, "Hand"));
    writeFileSync(join(root, "Hand", "copied.jar"), "12345");
    const when = new Date("2026-01-02T03:04:05Z");
    utimesSync(join(root, "Hand", "copied.jar"), when, when);
    writeFileSync(join(root, ".secret"), "outside");
    writeFileSync(join(root, "Hand", ".hidden"), "x");
    symlinkSync("/etc/passwd", join(root, "Hand", "passwd"));
    symlinkSync("/etc", join(root, "Hand", "etc"));
    symlinkSync("/etc", join(root, "linked-folder"));

    const contents = await keeper.get("/files/api/get/subfolders/Hand/");
    expect(contents.json()).toEqual({
      subfolders: [],
      files: [{ name: "copied.jar", size: 5, modified: "2026-01-02T03:04:05.000Z" }],
    });
    expect(await folderNames()).not.toContain("linked-folder");
    expect((await keeper.get("/files/api/get/subfolders/linked-folder/")).statusCode).toBe(404);
    expect((await keeper.get("/files/api/files/get/subfolder/Hand/etc/")).statusCode).toBe(404);
    expect((await keeper.get("/files/api/download/file/?folder=Hand&file=passwd")).statusCode).toBe(404);
    expect((await keeper.get("/files/api/zip/subfolder/Hand/etc/")).statusCode).toBe(404);
    expect((await keeper.delete("/files/api/delete/file/?folder=Hand&file=passwd")).statusCode).toBe(404);
    expect((await keeper.delete("/files/api/delete/subfolder/Hand/etc/")).statusCode).toBe(404);
    expect(diskListing(join(root, "Hand"))).toContain("etc -> /etc");
  });

  it("a kept listing of a quiet folder gives way as soon as a file is added or removed by hand", async () => {
    putFiles(join(root, "Quiet"), { "a.jar": "a" });
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(root, "Quiet"), old, old);
    const names = async () =>
      (await keeper.get("/files/api/get/subfolders/Quiet/"))
        .json<{ files: { name: string }[] }>()
        .files.map((f) => f.name);
    expect(await names()).toEqual(["a.jar"]);
    expect(await names()).toEqual(["a.jar"]);
    writeFileSync(join(root, "Quiet", "b.jar"), "b");
    expect(await names()).toEqual(["a.jar", "b.jar"]);
  });

  it("deletes a file of a folder or of a subfolder", async () => {
    putFiles(join(root, "Server"), { "Docs/guide.txt": "g" });
    expect((await keeper.delete("/files/api/delete/file/?folder=Server&file=server.properties")).statusCode).toBe(204);
    expect(
      (await keeper.delete("/files/api/delete/file/?folder=Server&subfolder=Docs&file=guide.txt")).statusCode,
    ).toBe(204);
    expect(diskListing(join(root, "Server"))).toEqual(["Docs/"]);
    const again = await keeper.delete("/files/api/delete/file/?folder=Server&subfolder=Docs&file=guide.txt");
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("The file guide.txt does not exist.");
  });
});
