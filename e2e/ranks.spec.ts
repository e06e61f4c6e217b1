import { type Browser, expect, type Page, test } from "@playwright/test";
import { createUser, type E2EUser, signIn } from "./support/accounts";
import { apiAs } from "./support/site-api";

// Issue 30, ranks: the owner makes a "Moderator" rank with a colour in the console, gives it to a
// member on the people page; the member's comment shows the badge, and the staff page lists them.

test.describe.configure({ timeout: 90_000 });

async function signedInPage(browser: Browser, user: E2EUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signIn(page, user);
  return page;
}

test("a custom rank's badge shows on its member's comment and the staff page lists them", async ({
  browser,
  baseURL,
}) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const member = createUser({ prefix: "mod" });
  const name = `mod-${Date.now().toString(36)}`;

  const page = await signedInPage(browser, owner);
  await page.goto("/admin/");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Ranks" }).click();
  await page.getByRole("button", { name: "New rank" }).click();
  const dialog = page.getByRole("dialog", { name: "New rank" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Badge text").fill("Moderator");
  await dialog.getByLabel("Colour", { exact: true }).fill("#22aa55");
  await expect(dialog.getByTitle(`Rank: ${name}`)).toHaveCSS("background-color", "rgb(34, 170, 85)");
  await dialog.getByLabel(/^Staff/).check();
  await dialog.getByRole("button", { name: "Create rank" }).click();
  await expect(page.getByText(`Created the group ${name}.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "People" }).click();
  await page.getByLabel("Username or e-mail").fill(member.username);
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("row").filter({ hasText: member.username }).click();
  await page.getByRole("group", { name: "Groups" }).getByLabel(name).check();
  await page.getByRole("button", { name: "Save access" }).click();
  await expect(page.getByText(`Saved ${member.username}'s groups and permissions.`)).toBeVisible();

  const ownerApi = await apiAs(baseURL ?? "", owner);
  const { announcement_id: id } = await ownerApi.post<{ announcement_id: number }>("/announcements/api/create/", {
    title: "Ranks are here",
    introduction: "Staff wear badges now.",
    content: "<p>Look for the colours.</p>",
  });
  const memberApi = await apiAs(baseURL ?? "", member);
  await memberApi.post("/announcements/api/comment/post/", { announcement_id: id, comment: "Happy to help!" });

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/announcements/${id}/`);
  const comment = visitor.getByRole("listitem").filter({ hasText: "Happy to help!" });
  const pill = comment.getByTitle(`Rank: ${name}`);
  await expect(pill).toContainText("Moderator");
  await expect(pill).toHaveCSS("background-color", "rgb(34, 170, 85)");

  await visitor.goto("/staff/");
  const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("link", { name: member.username }) });
  await expect(card.getByTitle(`Rank: ${name}`)).toContainText("Moderator");
});
