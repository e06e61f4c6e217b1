import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { createUser, e2eDataDir, signIn } from "./support/accounts";

// A reader who already has two zips downloading (in other tabs, say) and asks for a third sees the
// server's refusal under the page's download button, in words, not a generic failure.

test("a third zip at once is refused with a sentence the reader sees", async ({ page }) => {
  // A 64 MB file written, two zips held and a third made: 30 s was not enough in a CI run under load.
  test.setTimeout(90_000);
  const folder = `Worlds ${Date.now().toString(36)}`;
  mkdirSync(join(e2eDataDir, "downloads", folder, "Survival"), { recursive: true });
  // Large enough that a zip nobody reads stays in progress.
  writeFileSync(join(e2eDataDir, "downloads", folder, "Survival", "region.zip"), Buffer.alloc(64 * 1024 * 1024));
  const reader = createUser({ prefix: "zips", permissions: ["downloads"] });
  await page.goto("/");
  await signIn(page, reader);
  await page.goto(`/downloads/${encodeURIComponent(folder)}/`);
  const zipUrl = `/files/api/zip/subfolder/${encodeURIComponent(folder)}/Survival/`;

  // Two zips started and left unread, as two other tabs would hold them.
  const held = await page.evaluate(async (url) => {
    const holder = window as unknown as { heldZips: AbortController[] };
    holder.heldZips = [new AbortController(), new AbortController()];
    const answers = await Promise.all(holder.heldZips.map((controller) => fetch(url, { signal: controller.signal })));
    return answers.map((answer) => answer.status);
  }, zipUrl);
  expect(held).toEqual([200, 200]);

  await page.getByRole("button", { name: "Download Survival as zip" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "You are already downloading 2 zips" });
  await expect(refusal).toHaveText(/Please wait for one to finish, then try again\./);

  // Once one of them is given up (the server sees the connection close), the next zip is made.
  await page.evaluate(() => (window as unknown as { heldZips: AbortController[] }).heldZips[0]?.abort());
  const download = page.waitForEvent("download", { timeout: 60_000 });
  await expect(async () => {
    await page.getByRole("button", { name: "Download Survival as zip" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Downloading Survival" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  expect((await download).suggestedFilename()).toBe("Survival.zip");
  await page.evaluate(() => (window as unknown as { heldZips: AbortController[] }).heldZips[1]?.abort());
});
