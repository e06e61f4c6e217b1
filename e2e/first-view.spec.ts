import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import { appStarted } from "./support/navigate";
import { importPunishments, punishmentRecord } from "./support/site-api";

// Issue 33: on a phone the pages a visitor opens first are the server's own (plugins/spa-skeleton.ts),
// whole and usable, and the app starts when the visitor acts (lib/first-view.ts).
test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

/** Whether the app's code was asked for: its shell chunks are the only assets/shell-* files. */
function appRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/shell-/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

test("a phone reads the punishments' first page before the app, which takes over when the visitor acts", async ({
  page,
}) => {
  // A name of this run's own: a retry imports another record.
  const player = `Steve${Date.now().toString(36).slice(-6)}`;
  importPunishments([punishmentRecord({ player, reason: "Spawn griefing" })]);
  const asked = appRequests(page);
  // The server shares a list answer for 2 s (docs/decisions/036): one made before the import is not this page's.
  await expect(async () => {
    await page.goto("/punished/");
    await expect(page.getByRole("link", { name: player })).toBeVisible({ timeout: 1000 });
  }).toPass();
  // The server's page, live for people and their tools: heading, rows with links, the pager.
  await expect(page.getByRole("heading", { level: 1, name: "Punished players" })).toBeVisible();
  await expect(page.getByRole("link", { name: player })).toHaveAttribute("href", /^\/punished\/\d+\/$/);
  await expect(page.getByRole("row").filter({ hasText: player })).toContainText("Spawn griefing");
  expect(await seriousViolations(page, "/punished/ first view")).toEqual([]);
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);

  // Typing in the search starts the app; what was typed is in the app's field, and its search runs.
  await page.getByRole("searchbox", { name: "Search Player Name" }).tap();
  await page.keyboard.type("zz-nobody");
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await appStarted(page);
  await expect(page.getByRole("searchbox", { name: "Search Player Name" })).toHaveValue("zz-nobody");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/punished\/\?search=zz-nobody$/);
  await expect(page.getByText('No punishments were found containing "zz-nobody".')).toBeVisible();
});

test("a phone's announcements pass axe before the app, and a tap on the menu button starts the app and opens its menu", async ({
  page,
}) => {
  const asked = appRequests(page);
  // The home page is drawn by the app here: the test site's game server has no address that resolves,
  // so there is no status for the server to draw (spa-skeleton.ts, isFirstView).
  await page.goto("/announcements/");
  await expect(page.getByRole("heading", { level: 1, name: "Announcements" })).toBeVisible();
  expect(await seriousViolations(page, "/announcements/ first view")).toEqual([]);
  expect(asked).toEqual([]);
  await page.getByRole("button", { name: "Toggle navigation" }).tap();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Punished players" })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
});
