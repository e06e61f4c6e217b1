import { expect, type Page, test } from "@playwright/test";
import { seriousViolations, VIEWPORTS } from "./support/accessibility-rounds";
import { createUser, signIn } from "./support/accounts";
import { appStarted } from "./support/navigate";
import { apiAs } from "./support/site-api";
import { seedAnnouncements, seedPunishments } from "./support/site-contents";

// Issue 30, the look: the visitor's theme switch is kept across a reload with no flash of the other
// theme, "System" follows the device, and the light theme passes axe on a few representative pages
// at both widths (the rounds check every page in the default, dark, theme).

test.describe.configure({ timeout: 120_000 });

/** `data-bs-theme` as it was when the document's HTML was parsed (before the app's scripts ran), and now. */
async function themeAtFirstPaint(page: Page) {
  return page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme);
}

/** Records the theme at DOMContentLoaded, before any module script (the app) runs. */
async function recordFirstTheme(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener(
      "DOMContentLoaded",
      () => {
        (window as unknown as { firstTheme?: string }).firstTheme =
          document.documentElement.getAttribute("data-bs-theme") ?? "";
      },
      { capture: true, once: true },
    );
  });
}

test("a visitor's theme choice holds across a reload with no flash, and System follows the device", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await recordFirstTheme(page);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");

  const theme = page.getByRole("combobox", { name: "Theme" });
  await theme.selectOption("light");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
  await page.reload();
  expect(await themeAtFirstPaint(page)).toBe("light");
  await expect(page.getByRole("combobox", { name: "Theme" })).toHaveValue("light");

  await page.getByRole("combobox", { name: "Theme" }).selectOption("system");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  // The device turns light: the page follows live, and a page loaded now starts light.
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
  await page.reload();
  expect(await themeAtFirstPaint(page)).toBe("light");
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "dark");
  await context.close();
});

test("a member's theme follows them to another browser", async ({ browser, baseURL }) => {
  const member = createUser({ prefix: "themed" });
  const first = await (await browser.newContext()).newPage();
  await first.goto("/");
  await signIn(first, member);
  await first.reload();
  await expect(first.getByRole("button", { name: `Open the menu of ${member.username}` })).toBeVisible();
  const saved = first.waitForResponse((response) => response.url().endsWith("/users/api/theme/"));
  await first.getByRole("combobox", { name: "Theme" }).selectOption("light");
  expect((await saved).ok()).toBe(true);

  // Another browser, signed in: the account's choice is taken up, and kept there for the next load.
  const api = await apiAs(String(baseURL), member);
  const second = await browser.newContext({ storageState: await api.context.storageState() });
  await api.context.dispose();
  const page = await second.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
  await expect(page.getByRole("combobox", { name: "Theme" })).toHaveValue("light");
  await second.close();
});

test("the light theme passes axe on the home page, a punishment, an announcement, sign-in, a profile form, the staff page and the console's look and menus, at both widths", async ({
  browser,
  baseURL,
}) => {
  const tag = `look${Date.now().toString(36)}`;
  const owner = createUser({ prefix: "lookowner", groups: ["owner"] });
  const { punishmentId } = await seedPunishments(String(baseURL), tag);
  const staff = await apiAs(String(baseURL), owner);
  const { announcementId } = await seedAnnouncements(staff, tag);
  const context = await browser.newContext({ storageState: await staff.context.storageState() });
  await staff.context.dispose();
  await context.addInitScript(() => localStorage.setItem("bastion-theme", "light"));
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route(/mc-heads\.net/, (route) => route.abort());
  const problems: string[] = [];
  // One page of each kind of component (the dark theme's rounds open every page): a list with its
  // table and badges, cards, a form, the console's forms and previews. Twelve pages took 68 s of
  // the CI's 20 minutes; the list, the privacy page, settings, home and ranks repeat these.
  for (const path of [
    "/",
    `/punished/${punishmentId}/`,
    `/announcements/${announcementId}/`,
    "/profile/edit/",
    "/staff/",
    "/admin/look/",
    "/admin/menus/",
  ]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-bs-theme", "light");
    await appStarted(page);
    await expect(page.locator("main h1").first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      problems.push(...(await seriousViolations(page, `${path} (light, ${viewport.name})`)));
    }
  }
  // Sign-in is a visitor's page.
  const visitor = await browser.newContext();
  await visitor.addInitScript(() => localStorage.setItem("bastion-theme", "light"));
  const login = await visitor.newPage();
  await login.goto("/login/");
  await expect(login.locator("main h1").first()).toBeVisible();
  for (const viewport of VIEWPORTS) {
    await login.setViewportSize(viewport);
    problems.push(...(await seriousViolations(login, `/login/ (light, ${viewport.name})`)));
  }
  expect(problems).toEqual([]);
  await context.close();
  await visitor.close();
});
