import { expect, test } from "@playwright/test";
import { appStarted, navigateTo } from "./support/navigate";

// Issue 31: the language a visitor gets and keeps, end to end (the server picks it for the page it
// serves, the app switches without a reload, the choice holds on the next visit), and a page
// written right to left at phone width.

test("Accept-Language picks the language; the navbar's switch changes it without a reload, and it holds", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: "es-ES" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("link", { name: "Anuncios" }).first()).toBeVisible();
  // A mark on the window: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page.getByRole("combobox", { name: "Idioma" }).first().selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Ankündigungen" }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // The next visit: the server serves the page in the chosen language (the cookie beats the browser's).
  await page.goto("/announcements/");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveTitle(/^Ankündigungen · /);
  await context.close();
});

test("right to left (ar-XB): the page turns and nothing spills sideways at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/mc-heads\.net/, (route) => route.abort());
  await page.goto("/?lang=ar-XB");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await appStarted(page);
  await expect(page.locator("main h1").first()).toBeVisible();
  const wide: string[] = [];
  for (const path of ["/", "/punished/", "/announcements/", "/login/", "/register/", "/contact-us/"]) {
    await navigateTo(page, path);
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 391) wide.push(`${path}: ${width} px wide`);
  }
  expect(wide).toEqual([]);
});
