import { type Browser, expect, type Page, test } from "@playwright/test";
import { createUser, type E2EUser, signIn } from "./support/accounts";

// Issue 30: the owner writes a rules page for one group in the console's editor; a member of the
// group reads it at its address, and another player gets the same not-found page as for a page that
// does not exist. Users are made with the real CLI.

test.describe.configure({ timeout: 90_000 });

async function signedInPage(browser: Browser, user: E2EUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signIn(page, user);
  return page;
}

test("the owner writes a rules page for the patching group: a member reads it, another player gets the not-found page", async ({
  browser,
}) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const patcher = createUser({ prefix: "patcher", groups: ["patching"] });
  const player = createUser({ prefix: "player" });
  const title = `Patch rules ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/ /g, "-");

  const page = await signedInPage(browser, owner);
  await page.goto("/admin/");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Pages" }).click();
  await page.getByRole("link", { name: "New page" }).click();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("Address", { exact: true })).toHaveValue(slug);
  const content = page.getByRole("textbox", { name: "Content" });
  await content.click();
  await page.keyboard.type("Test every patch on the staging server first.");
  await page.getByRole("button", { name: "Bold" }).click();
  await page.keyboard.type(" Never on live.");
  await page.getByLabel("Chosen groups").check();
  await page.getByRole("group", { name: "Groups" }).getByLabel("patching").check();
  await page.getByLabel(/^Published/).check();
  await page.getByRole("button", { name: "Create page" }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Revisions" }).getByRole("row")).toHaveCount(2);

  const member = await signedInPage(browser, patcher);
  await member.goto(`/p/${slug}/`);
  await expect(member.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(member.locator("strong", { hasText: "Never on live." })).toBeVisible();
  await expect(member).toHaveTitle(new RegExp(`^${title} · `));

  const other = await signedInPage(browser, player);
  await other.goto(`/p/${slug}/`);
  await expect(other.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
});
