import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startExtraServer } from "./support/server";

const root = join(import.meta.dirname, "..");

// Issue 27.11: right after the first-run setup signed the owner in, their own row in the owner
// console said "Last sign-in: Never".
test("the owner's own row shows the sign-in that the first-run setup made", async ({ browser }) => {
  test.setTimeout(90_000);
  // A site of its own: the shared e2e server has its owners already.
  const server = await startExtraServer({});
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  try {
    const token = readFileSync(join(root, `test-results/e2e-data-${server.port}/setup-token`), "utf8").trim();
    await page.goto(`/setup/?token=${token}`);
    await page.getByLabel("Username").fill("Alex");
    await page.getByLabel("E-mail").fill("alex@example.test");
    await page.getByLabel("Password", { exact: true }).fill("obsidian-portal-77");
    await page.getByLabel("Confirm password").fill("obsidian-portal-77");
    await page.getByRole("button", { name: "Create the owner account" }).click();
    await expect(page.getByText("Welcome, Alex: the site is yours.")).toBeVisible();

    await page.goto("/admin/people/");
    const row = page.getByRole("row").filter({ hasText: "alex@example.test" });
    const lastSignIn = row.locator('td[data-label="Last sign-in"]');
    // The console's list on a busy machine (CI runs every suite at once) took more than 5 s to show.
    await expect(lastSignIn.locator("time")).toBeVisible({ timeout: 15_000 });
    await expect(lastSignIn).not.toHaveText("Never");

    await row.click();
    await expect(page.getByText(/Last sign-in/)).toBeVisible();
    await expect(page.getByText(/Last sign-in never/)).toHaveCount(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
