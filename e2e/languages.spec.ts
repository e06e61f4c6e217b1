import { expect, test } from "@playwright/test";
import { inParts, partName, type Session, sessionOf } from "./support/accessibility-rounds";
import { accountOf, type Who } from "./support/identities";
import { navigateTo } from "./support/navigate";
import { pagesFor, resolvePage } from "./support/pages";
import { collectData, walkProblems } from "./support/pseudo-walk";
import { type SiteFixtures, seedSite } from "./support/site-fixtures";

// Issue 31: every page in the pseudo-locale (English accented and made longer) at phone width. A
// word on screen that is not accented did not come from the message catalogue; a page wider than
// the phone, or a label cut off, does not hold longer words. Then right to left.

const PHONE = { width: 390, height: 844 };
const PAGES_PER_TEST = 24;

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 15_000 });

let site: SiteFixtures;
const sessions = new Map<Who, Session>();
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  site = await seedSite(baseURL ?? "");
  for (const who of ["visitor", "owner"] as const)
    sessions.set(who, await sessionOf(baseURL ?? "", accountOf(who, site)));
});

for (const who of ["visitor", "owner"] as const) {
  const parts = inParts(pagesFor(who), PAGES_PER_TEST);
  parts.forEach((pages, index) => {
    test(`every page in the pseudo-locale at 390 px: all words from the catalogue, nothing cut off: ${who}${partName(index, parts.length)}`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.route(/mc-heads\.net/, (route) => route.abort());
      const data = collectData(page);
      await page.context().addCookies([...(sessions.get(who) ?? [])]);
      await page.goto("/?lang=en-XA");
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      await expect(page.locator("main h1").first()).toBeVisible();
      const problems: string[] = [];
      for (const entry of pages) {
        const { path } = resolvePage(entry, site, who);
        await navigateTo(page, path);
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
        const title = await page.title();
        if (!/[áéíöü]/.test(title)) problems.push(`${path}: title: ${title}`);
        for (const problem of await walkProblems(page, data))
          problems.push(`${path}: ${problem.kind}: ${problem.text}`);
      }
      expect(problems).toEqual([]);
    });
  });
}

test("right to left (ar-XB): the page turns, nothing spills sideways at 390 px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.route(/mc-heads\.net/, (route) => route.abort());
  const data = collectData(page);
  await page.goto("/?lang=ar-XB");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("main h1").first()).toBeVisible();
  const problems: string[] = [];
  for (const path of [
    "/",
    "/punished/",
    "/announcements/",
    "/login/",
    "/register/",
    `/announcements/${site.announcementId}/`,
  ]) {
    await navigateTo(page, path);
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
    for (const problem of await walkProblems(page, data)) problems.push(`${path}: ${problem.kind}: ${problem.text}`);
  }
  expect(problems).toEqual([]);
});
