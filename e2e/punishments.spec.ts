import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { manage } from "./support/accounts";

// The public punishment record in the browser: search, type filter, paging, the back button, a row
// opening the detail page, 'Permanently', and the not-found page. Data comes in through the real
// import-punishments command; every name carries this run's tag so other specs' rows do not matter.

test.describe.configure({ timeout: 120_000 });

const tag = `Zq${Date.now().toString(36)}`;
const UUID = "069a79f4-44e9-4726-a5be-fca90e38aaf5";

function importPunishments(rows: object[]) {
  const file = join(mkdtempSync(join(tmpdir(), "bastion-punishments-e2e-")), "punishments.json");
  writeFileSync(file, JSON.stringify(rows));
  return manage("import-punishments", file);
}

const row = (index: number, overrides: object) => ({
  id: `${tag}-${index}`,
  type: "Ban",
  player: `${tag}Griefer${index}`,
  player_uuid: UUID,
  reason: `Griefing number ${index}`,
  actioned_by: "ModAlex",
  actioned_by_uuid: "853c80ef-3c37-49fd-aa49-938b674adae6",
  play_time: 3600 * index,
  date: new Date(Date.UTC(2026, 9, 1) + index * 3_600_000).toISOString(),
  until: new Date(Date.UTC(2026, 10, 1) + index * 3_600_000).toISOString(),
  is_active: true,
  ...overrides,
});

test.beforeAll(() => {
  const rows = [
    ...Array.from({ length: 23 }, (_, index) => row(index + 1, {})),
    row(24, { type: "Mute", player: `${tag}QuietQuinn`, reason: "Spamming chat" }),
    row(25, { type: "Mute", player: `${tag}QuietQuinn`, reason: "Caps after a warning" }),
    row(26, {
      player: `${tag}PermaPete`,
      reason: "X-ray resource pack",
      actioned_by: "CONSOLE",
      actioned_by_uuid: "CONSOLE",
      play_time: 7265,
      until: null,
    }),
  ];
  expect(importPunishments(rows)).toContain("Saved 26 punishments: 26 new, 0 updated.");
});

test("searches, filters and pages through the list, with the state in the URL and the back button working", async ({
  page,
}) => {
  await page.goto("/punished/");
  await expect(page.getByRole("heading", { name: "Punished players" })).toBeVisible();

  const search = page.getByPlaceholder("Search Player Name");
  await search.fill(`${tag.toUpperCase()}griefer`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/punished/\\?search=${tag.toUpperCase()}griefer$`));
  const pager = page.getByRole("navigation", { name: "Punishment pages", exact: true });
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(20);
  // Newest first.
  await expect(rows.first()).toContainText(`${tag}Griefer23`);

  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(pager.getByText("Page 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText(`${tag}Griefer1`);

  await page.goBack();
  await expect(pager.getByText("Page 1 of 2")).toBeVisible();
  await expect(rows).toHaveCount(20);

  await page.getByRole("combobox", { name: "Punishment type" }).selectOption({ label: "Mutes" });
  await expect(page).toHaveURL(/type=Mute/);
  await expect(
    page.getByText(`No punishments were found for the type Mute containing "${tag.toUpperCase()}griefer".`),
  ).toBeVisible();

  await search.fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Caps after a warning");
  await expect(page.locator("tbody").getByText("Mute", { exact: true })).toHaveCount(2);

  // A shared link restores the same view.
  const shared = page.url();
  await page.goto("/");
  await page.goto(shared);
  await expect(page.getByPlaceholder("Search Player Name")).toHaveValue(tag);
  await expect(page.getByRole("combobox", { name: "Punishment type" })).toHaveValue("Mute");
  await expect(rows).toHaveCount(2);
});

test("a row opens the punishment's record, 'Permanently' included, 'Back to the list' goes back, the list's Return home", async ({
  page,
}) => {
  // The avatar service is a third party: answer for it, and remember which heads were asked for.
  const heads: string[] = [];
  await page.route("https://mc-heads.net/**", (route) => {
    heads.push(route.request().url());
    return route.fulfill({ path: join(import.meta.dirname, "../apps/web/public/images/default-avatar.svg") });
  });
  await page.goto(`/punished/?search=${tag}perma`);
  const pete = page.locator("tbody tr", { hasText: `${tag}PermaPete` });
  await expect(pete).toContainText("Permanently");
  await expect(pete).toContainText("CONSOLE");
  await pete.getByText("X-ray resource pack").click();

  await expect(page).toHaveURL(/\/punished\/\d+\/$/);
  await expect(page.getByRole("heading", { name: `Ban ${tag}PermaPete` })).toBeVisible();
  const value = (label: string) => page.getByRole("row", { name: new RegExp(`^${label}`) }).getByRole("cell");
  await expect(value("Reason")).toHaveText("X-ray resource pack");
  await expect(value("Play Time")).toHaveText("2 h 1 min");
  await expect(value("Until")).toHaveText("Permanently");
  await expect(value("Active Punishment")).toHaveText("Yes");
  await expect(value("Issued By").locator("img")).toHaveAttribute("src", "/images/console-avatar.svg");
  await expect(value("Player").locator("img")).toHaveAttribute("src", `https://mc-heads.net/avatar/${UUID}/64`);
  expect(heads).toEqual([`https://mc-heads.net/avatar/${UUID}/64`]);

  await page.getByRole("button", { name: "Back to the list" }).click();
  await expect(page).toHaveURL(new RegExp(`/punished/\\?search=${tag}perma$`));
  await expect(page.locator("tbody tr", { hasText: `${tag}PermaPete` })).toBeVisible();

  // Keyboard: a focused row opens with Enter.
  await page.locator("tbody tr").first().focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/punished\/\d+\/$/);
  await page.getByRole("button", { name: "Back to the list" }).click();

  // The list's own button is the spec's Return (§2): it leads home.
  await page.getByRole("link", { name: "Return" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});

test("an unknown punishment shows the not-found page", async ({ page }) => {
  await page.goto("/punished/987654321/");
  await expect(page.getByText("Sorry, the page you are looking for does not exist, or has been moved.")).toBeVisible();
  await page.goto("/punished/not-a-number/");
  await expect(page.getByText("Sorry, the page you are looking for does not exist, or has been moved.")).toBeVisible();
});
