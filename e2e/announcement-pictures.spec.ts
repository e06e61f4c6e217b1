import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { createUser, e2eDataDir, signIn } from "./support/accounts";

// Issue 27: staff upload a picture into an announcement's text from the editor's Image dialog; after
// Insert the cursor is after the picture, so what they type next follows it instead of replacing it,
// and the saved announcement shows the picture.

test.describe.configure({ timeout: 90_000 });

test("staff upload a picture into the text, keep typing after it, and the announcement shows it", async ({ page }) => {
  const staff = createUser({ prefix: "pictures", permissions: ["announcements.create"] });
  const title = `Spawn pictures ${Date.now().toString(36)}`;
  await page.goto("/");
  await signIn(page, staff);
  await page.goto("/announcements/create/");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Introduction").fill("The new spawn, in pictures.");

  const editor = page.getByRole("textbox", { name: "Content" });
  await editor.click();
  await page.keyboard.type("The new spawn:", { delay: 5 });
  await page.getByRole("button", { name: "Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert image" });
  const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await dialog.getByLabel("Upload a picture").setInputFiles({ name: "spawn.png", mimeType: "image/png", buffer: png });
  await dialog.getByLabel("Description for screen readers").fill("The spawn from above");
  await dialog.getByRole("button", { name: "Insert" }).click();
  await expect(dialog).toBeHidden();
  const inserted = editor.getByRole("img", { name: "The spawn from above" });
  await expect(inserted).toBeVisible();

  // The very next keys go after the picture (they used to replace it).
  await page.keyboard.type("See you there.", { delay: 5 });
  await expect(inserted).toBeVisible();
  await expect(editor).toContainText("See you there.");

  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/announcements\/\d+\/$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const content = page.locator(".announcement-content");
  const shown = content.getByRole("img", { name: "The spawn from above" });
  await expect(shown).toBeVisible();
  const src = (await shown.getAttribute("src")) ?? "";
  expect(src).toMatch(/^\/media\/announcements\/[0-9a-f]{32}\.webp$/);
  // Loaded, re-encoded and made no wider than 1600 px, its shape kept.
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(800);
  const stored = await sharp(readFileSync(join(e2eDataDir, src))).metadata();
  expect([stored.format, stored.width, stored.height]).toEqual(["webp", 1600, 800]);
  // The text typed after it is there, after it.
  expect(await content.innerHTML()).toMatch(/<img[^>]+>.*See you there\./s);
});
