import { expect, type Page, test } from "@playwright/test";
import { createUser, csrfHeaders, signIn } from "./support/accounts";

// Issue 30, menus: the owner adds a vote link and a rules page to the navbar, moves the link by
// keyboard, and a visitor sees both in that order; a link for one group is not shown to them.
// The specs share one site: the menus are put back as they were.

test.describe.configure({ timeout: 90_000 });

async function createRulesPage(page: Page, title: string) {
  const slug = `rules-${Date.now().toString(36)}`;
  const response = await page.request.post("/admin/api/pages/", {
    headers: await csrfHeaders(page),
    data: { title, slug, content: "<p>Be kind.</p>", visibility: "everyone", groups: [], published: true },
  });
  expect(response.status()).toBe(201);
}

test("the owner's vote link and rules page show to a visitor in the owner's order", async ({ browser }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const page = await (await browser.newContext()).newPage();
  await page.goto("/");
  await signIn(page, owner);
  const before = await (await page.request.get("/admin/api/menus/")).json();
  const rules = `Rules ${Date.now().toString(36)}`;
  await createRulesPage(page, rules);

  try {
    await page.goto("/admin/menus/");
    const navbarList = page.getByRole("list", { name: "Navbar" });
    await page.getByRole("combobox", { name: "Custom page" }).first().selectOption({ label: rules });
    await page.getByRole("button", { name: "Add page to navbar" }).click();
    await page.getByRole("button", { name: "Add link to navbar" }).click();
    const vote = navbarList.getByRole("listitem").last();
    await vote.getByLabel("Label").fill("Vote");
    await vote.getByLabel("Address").fill("https://vote.example/bastion");
    await page.getByRole("button", { name: "Add link to navbar" }).click();
    const vip = navbarList.getByRole("listitem").last();
    await vip.getByLabel("Label").fill("VIP lounge");
    await vip.getByLabel("Address").fill("https://vip.example");
    await vip.getByLabel("Shown to").selectOption("groups");
    await vip.getByLabel("patching").check();

    // Vote goes above the rules page, by keyboard.
    await page.getByRole("button", { name: "Move Vote up" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Move Vote up" })).toBeFocused();
    await expect(page.getByText(/^Moved Vote to position \d+ of \d+$/)).toBeAttached();
    await page.getByRole("button", { name: "Save menus" }).click();
    await expect(page.getByText("Menus saved.")).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/");
    const navbar = visitor.getByRole("navigation").first();
    await expect(navbar.getByRole("link", { name: /^Vote/ })).toBeVisible();
    const labels = await navbar.locator(".navbar-nav").first().getByRole("link").allInnerTexts();
    const voteAt = labels.findIndex((label) => label.startsWith("Vote"));
    expect(voteAt).toBeGreaterThanOrEqual(0);
    expect(labels[voteAt + 1]).toBe(rules);
    await expect(navbar.getByRole("link", { name: /^Vote/ })).toHaveAttribute("target", "_blank");
    await expect(visitor.getByRole("link", { name: /VIP lounge/ })).toHaveCount(0);
  } finally {
    const reset = await page.request.post("/admin/api/menus/", { headers: await csrfHeaders(page), data: before });
    expect(reset.status()).toBe(200);
  }
});
