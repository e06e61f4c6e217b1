import { type Browser, expect, type Page, test } from "@playwright/test";
import { createUser, csrfHeaders, type E2EUser, signIn } from "./support/accounts";
import { punishmentRecord } from "./support/site-fixtures";

// The owner console (issue 14) in the browser: find a person and give a group that takes effect in
// their open tab without a new sign-in; deactivate; read and delete a contact message; create a key,
// copy it, use it and revoke it; filter the audit log. Users are made with the real CLI.

test.describe.configure({ timeout: 120_000 });

async function signedInPage(browser: Browser, user: E2EUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/");
  await signIn(page, user);
  return page;
}

async function openSidePanel(page: Page, username: string) {
  await page.getByRole("button", { name: `Open the menu of ${username}` }).click();
  return page.getByRole("dialog");
}

/** A tab that comes back into view, as when its person switches back to it. */
async function returnToTab(page: Page) {
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange", { bubbles: true })));
}

test("the owner finds a person and gives a group; it shows in the person's open tab without signing in again", async ({
  browser,
}) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const person = createUser({ prefix: "member" });
  const theirs = await signedInPage(browser, person);
  await theirs.goto("/profile/");
  let panel = await openSidePanel(theirs, person.username);
  await expect(panel.getByRole("link", { name: "Visit Your Profile" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Available Downloads" })).toHaveCount(0);
  await theirs.keyboard.press("Escape");

  const page = await signedInPage(browser, owner);
  await page.goto("/");
  panel = await openSidePanel(page, owner.username);
  await panel.getByRole("link", { name: "Admin Page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Page" })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "People" }).click();
  await page.getByLabel("Username or e-mail").fill(person.username.slice(0, 12).toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.getByRole("row").filter({ hasText: person.username });
  await expect(row).toContainText(person.email);
  await row.click();
  await expect(page.getByRole("heading", { name: person.username })).toBeVisible();
  await page.getByRole("group", { name: "Groups" }).getByLabel("downloads").check();
  await page.getByRole("button", { name: "Save access" }).click();
  await expect(page.getByText(`Saved ${person.username}'s groups and permissions.`)).toBeVisible();

  await returnToTab(theirs);
  panel = await openSidePanel(theirs, person.username);
  await expect(panel.getByRole("link", { name: "Available Downloads" })).toBeVisible();

  // The change is in the audit log, found by filtering.
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
  // The actor is chosen by account (name and id), from everyone the log names.
  const actor = page.getByLabel("Actor", { exact: true });
  const ownerOption = actor.locator("option", { hasText: `${owner.username} (Account #` });
  await expect(ownerOption).toHaveCount(1);
  await actor.selectOption((await ownerOption.getAttribute("value")) ?? "");
  await page.getByLabel("Action", { exact: true }).selectOption("user.access");
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill(today);
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\/\?actor=user%3A\d+&action=user\.access&from=.*&to=/);
  const entries = page.getByRole("row").filter({ hasText: person.username });
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText("Groups or permissions changed");
  await expect(entries).toContainText("groups: none → downloads");
  await page.getByLabel("Action", { exact: true }).selectOption("user.delete");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No entries match.")).toBeVisible();
});

test("deactivating a person ends their session at once and login says why", async ({ browser }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const person = createUser({ prefix: "quiet" });
  const theirs = await signedInPage(browser, person);
  await theirs.goto("/profile/");
  await expect(theirs.getByRole("heading", { name: person.username })).toBeVisible();

  const page = await signedInPage(browser, owner);
  await page.goto(`/admin/people/?search=${person.username}`);
  await page.getByRole("row").filter({ hasText: person.username }).click();
  await expect(page.getByText("1 live session.")).toBeVisible();
  await page.getByRole("button", { name: "Deactivate" }).click();
  const dialog = page.getByRole("dialog", { name: `Deactivate ${person.username}?` });
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText(`${person.username} is deactivated`)).toBeVisible();
  await expect(page.getByText("Deactivated: cannot sign in.")).toBeVisible();

  await theirs.reload();
  await expect(theirs.getByRole("heading", { name: "User account needed" })).toBeVisible();
  await theirs.goto("/login/");
  await theirs.getByLabel("E-mail").fill(person.email);
  await theirs.getByLabel("Password").fill(person.password);
  await theirs.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(
    theirs.getByText("This account has been deactivated by the site's staff.", { exact: false }),
  ).toBeVisible();
});

test("the owner reads a contact message, which is then read, and deletes it after confirming", async ({ browser }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/contact-us/");
  const sender = `Sender${Date.now().toString(36)}`;
  await visitor.getByLabel("Name").fill(sender);
  await visitor.getByLabel("E-mail").fill("sender@example.test");
  await visitor.getByLabel("Message").fill("My house at spawn was griefed last night.");
  await visitor.getByRole("button", { name: /Send/ }).click();
  await expect(visitor.getByText("Thank you for your message.", { exact: false })).toBeVisible();

  const page = await signedInPage(browser, owner);
  await page.goto("/admin/contact/");
  const item = page.getByRole("listitem").filter({ hasText: sender });
  await expect(item.getByText("New")).toBeVisible();
  await item.getByRole("button", { name: new RegExp(sender) }).click();
  await expect(item.getByText("My house at spawn was griefed last night.")).toBeVisible();
  await expect(item.getByText("New")).toHaveCount(0);
  await expect(item.getByRole("link", { name: "Reply" })).toHaveAttribute(
    "href",
    /^mailto:sender%40example\.test\?subject=Re%3A/,
  );
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: sender }).getByText("New")).toHaveCount(0);

  await page
    .getByRole("listitem")
    .filter({ hasText: sender })
    .getByRole("button", { name: new RegExp(sender) })
    .click();
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete message" });
  await expect(dialog).toContainText(`delete the message from ${sender}`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Message deleted.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: sender })).toHaveCount(0);
});

test("the owner creates a key, copies it, the game server uses it, and it is revoked", async ({ browser }) => {
  const owner = createUser({ prefix: "owner", groups: ["owner"] });
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await page.goto("/");
  await signIn(page, owner);
  await page.goto("/");
  const panel = await openSidePanel(page, owner.username);
  await panel.getByRole("link", { name: "Manage API Keys" }).click();
  await expect(page).toHaveURL(/\/api\/keys\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage API Keys" })).toBeVisible();
  await expect(page.getByText(/curl -X POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/punishments/)).toBeVisible();

  const name = `Survival ${Date.now().toString(36)}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const notice = page.getByRole("alert").filter({ hasText: "It will not be shown again" });
  await expect(notice).toBeVisible();
  const shown = await notice.getByLabel("The new API key").inputValue();
  expect(shown).toMatch(/^bst_/);
  await notice.getByRole("button", { name: "Copy key" }).click();
  await expect(notice.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toBe(shown);
  await notice.getByRole("button", { name: "I have copied it" }).click();
  await expect(page.getByLabel("The new API key")).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(shown)).toHaveCount(0);

  const send = () =>
    page.request.post("/api/v1/punishments", {
      headers: { authorization: `Bearer ${key}` },
      data: {
        punishments: [
          punishmentRecord({
            type: "Kick",
            player: "KeyTester",
            reason: "Testing the key",
            actioned_by: "CONSOLE",
            date: "2026-11-21T18:00:00Z",
          }),
        ],
      },
    });
  expect((await send()).status()).toBe(200);
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("from 127.0.0.1");
  await expect(row).toContainText(`by ${owner.username}`);

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke API key" });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText(`Revoked the key '${name}'`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Revoked");
  expect((await send()).status()).toBe(401);
});

test("the Admin Page and Manage API Keys are closed to everyone but the owner", async ({ page }) => {
  await page.goto("/admin/");
  await expect(page.getByRole("heading", { name: "User account needed" })).toBeVisible();
  const admin = createUser({ prefix: "admin", groups: ["administrators"] });
  await signIn(page, admin);
  await page.goto("/admin/people/");
  await expect(page.getByRole("heading", { name: "403 Access Forbidden" })).toBeVisible();
  await page.goto("/api/keys/");
  await expect(page.getByRole("heading", { name: "403 Access Forbidden" })).toBeVisible();
  const refused = await page.request.get("/admin/api/people/", { headers: await csrfHeaders(page) });
  expect(refused.status()).toBe(403);
});
