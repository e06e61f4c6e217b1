import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { createUser, csrfHeaders, e2eDataDir, signIn } from "./support/accounts";
import { startSlowProxy } from "./support/slow-proxy";

// Server Patching and API Downloads (issue 15) in the browser: a member of the patching group
// creates a target, publishes with the progress bar, rolls back with a confirm and deletes with a
// confirm; a game server fetches the current patch with a real key; the owner sees that download
// on /api/downloads/. One walk: each step needs the one before it.

// Accounts come from the real CLI and the first upload is held to 2 MB/s: on a busy machine this takes a minute.
test.describe.configure({ timeout: 150_000 });

const MB = 1024 * 1024;
const pattern = (size: number, seed: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + seed) % 251));
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** A file on disk to choose in the picker (a path is handed to the browser as is). */
function fileOnDisk(name: string, data: Buffer): string {
  const dir = join(e2eDataDir, "patch-picker");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), data);
  return join(dir, name);
}

async function publish(page: Page, file: string, version: string) {
  await page.getByLabel("Patch file").setInputFiles(file);
  await page.getByLabel("Version").fill(version);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
}

test("publish with progress, roll back, delete with a confirm; the API serves the current patch and the owner sees it", async ({
  page,
  browser,
}) => {
  const patcher = createUser({ prefix: "patch", groups: ["patching"] });
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const target = `srv${Date.now().toString(36)}`;
  const older = pattern(4 * MB, 1);
  const newer = pattern(64 * 1024, 2);

  // The browser talks to the server through a proxy that lets 2 MB/s through, as a home uplink would.
  const proxy = await startSlowProxy(new URL(String(test.info().project.use.baseURL)), 2 * MB);
  await page.goto(`${proxy.baseURL}/`);
  await signIn(page, patcher);
  await page.goto(`${proxy.baseURL}/patching/`);
  await page.getByRole("button", { name: "New target" }).click();
  await page.getByLabel("Target name").fill(target);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page.getByText(`Target ${target} created.`)).toBeVisible();
  await page.getByRole("link", { name: target, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: target })).toBeVisible();

  // 4 MB at 2 MB/s: long enough to watch the bar move.
  await publish(page, fileOnDisk("plugin-1.0.jar", older), "1.0");
  const bar = page.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveText(/^\d+%$/);
  await expect(page.getByText(`Published 1.0 to ${target}. It is now the current patch.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(bar).toBeHidden();
  await publish(page, fileOnDisk("plugin-1.1.jar", newer), "1.1");
  await expect(page.getByText(`Published 1.1 to ${target}. It is now the current patch.`)).toBeVisible();

  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.filter({ hasText: "plugin-1.1.jar" })).toContainText("Current");
  await expect(rows.filter({ hasText: "plugin-1.0.jar" })).toContainText(sha256(older).slice(0, 12));

  // Roll back: 1.0 becomes current again, after a confirm.
  await page.getByRole("button", { name: "Roll back to 1.0" }).click();
  const confirm = page.getByRole("dialog");
  await expect(confirm).toContainText(`Make 1.0 the current patch of ${target}?`);
  await confirm.getByRole("button", { name: "Make current" }).click();
  await expect(page.getByText(`1.0 is now the current patch of ${target}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete 1.0" })).toBeDisabled();

  // Delete the newer one, after a confirm.
  await page.getByRole("button", { name: "Delete 1.1" }).click();
  await expect(page.getByRole("dialog")).toContainText("Are you sure you want to delete 1.1 (plugin-1.1.jar)?");
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Patch 1.1 deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete 1.1" })).toHaveCount(0);
  await proxy.close();

  // The owner makes a key for a game server, which fetches the current patch: the rolled-back 1.0.
  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await ownerPage.goto("/");
  await signIn(ownerPage, owner);
  const keyName = `Lobby ${Date.now().toString(36)}`;
  const created = await ownerPage.request.post("/api/keys/api/create/", {
    data: { name: keyName, scopes: ["patches:read"] },
    headers: await csrfHeaders(ownerPage),
  });
  expect(created.status()).toBe(201);
  const { key } = (await created.json()) as { key: string };
  const auth = { authorization: `Bearer ${key}` };
  const current = await ownerPage.request.get(`/api/v1/patches/${target}/current`, { headers: auth });
  expect(current.status()).toBe(200);
  const info = (await current.json()) as { version: string; sha256: string; download_url: string };
  expect(info).toMatchObject({ version: "1.0", sha256: sha256(older) });
  const file = await ownerPage.request.get(info.download_url, { headers: auth });
  expect(file.status()).toBe(200);
  expect(sha256(await file.body())).toBe(sha256(older));

  await ownerPage.goto("/api/downloads/");
  await expect(ownerPage.getByRole("heading", { level: 1, name: "API Downloads" })).toBeVisible();
  const download = ownerPage.getByRole("table", { name: "Downloads" }).getByRole("row").filter({ hasText: keyName });
  await expect(download).toHaveCount(1);
  await expect(download).toContainText(target);
  await expect(download).toContainText("plugin-1.0.jar");
  await expect(download).toContainText("4.00 MB");
  await expect(download).toContainText("Completed");
  await context.close();
});
