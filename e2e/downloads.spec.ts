import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createUser, e2eDataDir, signIn } from "./support/accounts";
import { startSlowProxy } from "./support/slow-proxy";

// The downloads area in the browser: a keeper of the area creates a folder, uploads with the
// progress bar, cancels an upload, drops a file on the zone, downloads a file and a zip, renames and
// deletes with the confirm dialog; long names are shortened and an empty folder says so; on a phone
// the table and the upload panel fit the screen.

// Accounts come from the real CLI and uploads are held to 2 MB/s: on a busy machine a walk takes a minute.
test.describe.configure({ timeout: 150_000 });

const root = join(e2eDataDir, "downloads");
const MB = 1024 * 1024;

/** A file on disk to choose in the picker (a path is handed to the browser as is; a large buffer would cross the protocol). */
function fileOnDisk(name: string, data: Buffer): string {
  const dir = join(e2eDataDir, "picker");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), data);
  return join(dir, name);
}

const pattern = (size: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7) % 251));

test("a keeper creates a folder, uploads with progress, cancels an upload, drops a file, and an empty folder says so", async ({
  page,
}) => {
  const keeper = createUser({ prefix: "keep", permissions: ["downloads", "downloads.modify"] });
  const folder = `Packs ${Date.now().toString(36)}`;
  // The browser talks to the server through a proxy that lets 2 MB/s through, as a home uplink would.
  const proxy = await startSlowProxy(new URL(String(test.info().project.use.baseURL)), 2 * MB);
  await page.goto(`${proxy.baseURL}/`);
  await signIn(page, keeper);
  await page.goto(`${proxy.baseURL}/downloads/`);
  await expect(page.getByRole("heading", { name: "Available Downloads" })).toBeVisible();

  await page.getByRole("button", { name: "Create Folder" }).click();
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText("Folder name cannot be blank.")).toBeVisible();
  await page.getByLabel("Folder name").fill(folder);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText(`Folder ${folder} created.`)).toBeVisible();
  await page.getByRole("link", { name: `Browse ${folder}` }).click();
  await expect(page.getByText(`Sorry, ${folder} is empty.`)).toBeVisible();

  // Upload: 6 MB at 2 MB/s, long enough to watch the bar move.
  const longName = "a-very-long-modpack-name-for-season-five.zip";
  await page.getByRole("button", { name: "Upload Files" }).click();
  await page.getByLabel("Files to upload").setInputFiles(fileOnDisk(longName, pattern(6 * MB)));
  await expect(page.getByText("1 file, 6.00 MB")).toBeVisible();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText(/^\d+%$/);
  await expect(page.getByText("1 file uploaded.")).toBeVisible({ timeout: 30_000 });
  await expect(bar).toBeHidden();
  const row = page.getByRole("row").filter({ has: page.getByTitle(longName) });
  await expect(row).toContainText("a-very-long-modpack-name-fo….zip");
  await expect(row).toContainText("6.00 MB");
  expect(readFileSync(join(root, folder, longName)).equals(pattern(6 * MB))).toBe(true);

  // Cancel: the file never appears, here or on disk, and no temporary file stays behind.
  await page.getByLabel("Files to upload").setInputFiles(fileOnDisk("cancelled.jar", pattern(20 * MB)));
  await expect(page.getByText("1 file, 20.00 MB")).toBeVisible();
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(bar).toBeVisible();
  await page.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText("File upload canceled.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "cancelled.jar" })).toHaveCount(0);
  await expect.poll(() => readdirSync(join(root, folder)).sort()).toEqual([longName]);

  // Drag and drop: a file dropped on the zone is checked and uploaded like a chosen one (the
  // cancelled file stays chosen for another try until it is removed).
  await page.getByRole("button", { name: "Remove cancelled.jar" }).click();
  await expect(page.getByText("No files chosen")).toBeVisible();
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(["motd=Dropped in\n"], "dropped.properties", { type: "text/plain" }));
    return transfer;
  });
  await page.getByRole("group", { name: "Files to upload" }).dispatchEvent("drop", { dataTransfer });
  await expect(page.getByText("1 file, 16 bytes")).toBeVisible();
  // Every byte has left but the answer is held back (the server still storing the files): Cancel is
  // then a disabled "Finishing…", since a cancel could no longer undo the upload.
  const release = proxy.holdAnswerTo("POST /files/api/upload/ ");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByRole("button", { name: "Finishing…" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("upload-finishing.png") });
  release();
  await expect(page.getByText("1 file uploaded.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "dropped.properties" })).toBeVisible();
  expect(readFileSync(join(root, folder, "dropped.properties")).toString()).toBe("motd=Dropped in\n");
  await proxy.close();
});

test("a reader downloads a file and a subfolder's zip; a keeper renames and deletes with a confirm", async ({
  page,
}) => {
  const folder = `Server ${Date.now().toString(36)}`;
  mkdirSync(join(root, folder, "Plugins", "config"), { recursive: true });
  writeFileSync(join(root, folder, "server.properties"), "motd=Welcome\n");
  writeFileSync(join(root, folder, "Plugins", "worldedit.jar"), pattern(200_000));
  writeFileSync(join(root, folder, "Plugins", "config", "config.yml"), "wand: wooden_axe\n");

  const keeper = createUser({ prefix: "zip", permissions: ["downloads.modify"] });
  await page.goto("/");
  await signIn(page, keeper);
  await page.goto(`/downloads/${encodeURIComponent(folder)}/`);

  const fileDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download server.properties" }).click();
  const saved = await fileDownload;
  expect(saved.suggestedFilename()).toBe("server.properties");
  expect(readFileSync(await saved.path()).toString()).toBe("motd=Welcome\n");

  const zipDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download Plugins as zip" }).click();
  const zip = await zipDownload;
  expect(zip.suggestedFilename()).toBe("Plugins.zip");
  const bytes = readFileSync(await zip.path());
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.includes(Buffer.from("Plugins/config/config.yml"))).toBe(true);

  await page.getByRole("button", { name: "Modify Plugins" }).click();
  await page.getByLabel("Folder name").fill("Mods");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Successfully modified")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Mods" })).toBeVisible();
  expect(readdirSync(join(root, folder)).sort()).toEqual(["Mods", "server.properties"]);

  await page.getByRole("button", { name: "Delete server.properties" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText("Are you sure you want to delete server.properties?");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("server.properties deleted.")).toBeVisible();

  await page.getByRole("button", { name: "Delete Mods" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete Mods and everything in it?");
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Folder Mods deleted.")).toBeVisible();
  await expect(page.getByText(`Sorry, ${folder} is empty.`)).toBeVisible();
  expect(readdirSync(join(root, folder))).toEqual([]);
});

test("a keeper uploads into an empty subfolder from its own page, reached from its files dialog", async ({ page }) => {
  // Issue 27: "Sorry, Datapacks is empty." used to leave no way to add files there.
  const folder = `World ${Date.now().toString(36)}`;
  mkdirSync(join(root, folder, "Datapacks"), { recursive: true });
  const keeper = createUser({ prefix: "subup", permissions: ["downloads", "downloads.modify"] });
  await page.goto("/");
  await signIn(page, keeper);
  await page.goto(`/downloads/${encodeURIComponent(folder)}/`);

  // Every action says what it does in words.
  const row = page.getByRole("row").filter({ hasText: "Datapacks" });
  for (const word of ["View files", "Zip", "Modify", "Delete"]) {
    await expect(row.getByRole("button", { name: new RegExp(word, "i") })).toHaveText(word);
  }
  await row.getByRole("button", { name: "View files in Datapacks" }).click();
  const dialog = page.getByRole("dialog", { name: "Datapacks" });
  await expect(dialog.getByText("Sorry, Datapacks is empty.")).toBeVisible();
  await dialog.getByRole("link", { name: "Upload files here" }).click();

  await expect(page).toHaveURL(new RegExp(`/downloads/${encodeURIComponent(folder)}/Datapacks/$`));
  await expect(page.getByRole("heading", { level: 1, name: "Datapacks" })).toBeVisible();
  await expect(page).toHaveTitle(`Datapacks · ${folder} · Downloads · Bastion E2E`);
  await expect(page.getByText(`Into ${folder}/Datapacks`)).toBeVisible();
  await page.getByLabel("Files to upload").setInputFiles(fileOnDisk("terrain.zip", pattern(40_000)));
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("1 file uploaded.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "terrain.zip" })).toContainText("39.06 KB");
  expect(readdirSync(join(root, folder, "Datapacks"))).toEqual(["terrain.zip"]);

  // The folder page's link leads back, and the subfolder's name leads here again.
  await page.getByRole("link", { name: folder }).click();
  await page.getByRole("link", { name: "Datapacks" }).click();
  await expect(page.getByRole("row").filter({ hasText: "terrain.zip" })).toBeVisible();
  const zipDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download as zip" }).click();
  expect((await zipDownload).suggestedFilename()).toBe("Datapacks.zip");
});

/** Whether the page scrolls sideways: at a phone's width nothing may stick out of the screen. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("on a phone a keeper reads a folder's table and uploads, and nothing sticks out of the screen", async ({
  page,
}) => {
  const folder = `Phone ${Date.now().toString(36)}`;
  const longName = "a-very-long-resource-pack-name-for-the-nether-update.zip";
  mkdirSync(join(root, folder, "Resource Packs"), { recursive: true });
  writeFileSync(join(root, folder, longName), pattern(300_000));
  writeFileSync(join(root, folder, "rules.txt"), "Be kind.\n");
  const keeper = createUser({ prefix: "phone", permissions: ["downloads", "downloads.modify"] });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await signIn(page, keeper);
  await page.goto(`/downloads/${encodeURIComponent(folder)}/`);

  await expect(page.getByRole("table")).toBeVisible();
  const actions = [
    `View files in Resource Packs`,
    `Download Resource Packs as zip`,
    `Modify Resource Packs`,
    `Delete Resource Packs`,
    `Download ${longName}`,
    `Delete ${longName}`,
    "Download rules.txt",
    "Delete rules.txt",
  ];
  for (const name of actions) {
    const button = page.getByRole("button", { name, exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${name} is on the screen`).toBe(true);
  }
  await expect(page.getByRole("row").filter({ hasText: "rules.txt" })).toContainText("9 bytes");
  expect(await overflows(page)).toBe(false);

  await page.getByRole("button", { name: "View files in Resource Packs" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: "Upload Files" }).click();
  await expect(page.getByRole("button", { name: "Choose files" })).toBeVisible();
  await expect(page.getByLabel("Upload to")).toBeVisible();
  await page.getByLabel("Files to upload").setInputFiles(fileOnDisk("phone-pack.zip", pattern(50_000)));
  await expect(page.getByText("1 file, 48.83 KB")).toBeVisible();
  await page.getByLabel("Upload to").selectOption("Resource Packs");
  expect(await overflows(page)).toBe(false);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText("1 file uploaded.")).toBeVisible();
  expect(readdirSync(join(root, folder, "Resource Packs"))).toEqual(["phone-pack.zip"]);
  expect(await overflows(page)).toBe(false);
});

test("a player without the downloads permission sees the 403 page and no side-panel link", async ({ page }) => {
  const player = createUser({ prefix: "nodl" });
  await page.goto("/");
  await signIn(page, player);
  await page.goto("/downloads/");
  await expect(page.getByText("403 Access Forbidden")).toBeVisible();
  await page.getByRole("button", { name: `Open the menu of ${player.username}` }).click();
  await expect(page.getByRole("link", { name: "Visit Your Profile" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Available Downloads" })).toHaveCount(0);
});
