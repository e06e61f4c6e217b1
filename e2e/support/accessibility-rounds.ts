import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./accounts";
import { navigate } from "./navigate";
import { resolvePage, SITE_PAGES } from "./pages";
import { type SiteFixtures, seedSite } from "./site-fixtures";

// Issue 18: every page of e2e/support/pages.ts, signed out and as the owner, at desktop and phone
// width: axe-core finds no serious or critical violation, and the document title is the page's own.

const SITE_NAME = "Bastion E2E";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** No player heads from the third-party service (there is no network here): the page stays the same. */
const withoutHeads = (page: Page) => page.route(/mc-heads\.net/, (route) => route.abort());

/**
 * The site's external links (the chat community, the store) answer 204 No Content: a browser stays
 * on the page it is on, so /discord/ and /leaving/ can be checked after they send their visitor on.
 */
const stayOnExternalLinks = (page: Page) =>
  page.route(/^https:\/\/(discord|store)\.example\//, (route) => route.fulfill({ status: 204 }));

/** axe-core's serious and critical findings on the page as shown, one line each, named by `label`. */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // WCAG 2.0 to 2.2, A and AA: what the site promises (best-practice rules add time, not answers).
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
      return `${label}: ${violation.id} (${violation.impact}) at ${where.join("; ")}`;
    });
}

/** The rounds of one identity: every page at desktop and at phone width. */
export function accessibilityRounds(who: "visitor" | "owner") {
  // Seeding runs the real CLI; a round visits some sixty pages.
  test.describe.configure({ timeout: 240_000 });

  let site: SiteFixtures;
  test.beforeAll(async ({ baseURL }) => {
    site = await seedSite(baseURL ?? "");
  });

  for (const viewport of VIEWPORTS) {
    test(`every page is titled and has no serious axe violation: ${who}, ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await withoutHeads(page);
      await stayOnExternalLinks(page);
      await page.goto("/");
      if (who === "owner") {
        await signIn(page, site.owner);
        // Loaded again once signed in: the app asks who is signed in when it starts.
        await page.goto("/");
      }
      const problems: string[] = [];
      const checked = new Set<string>();
      for (const entry of SITE_PAGES) {
        const { path, act, title } = resolvePage(entry, site, who);
        await navigate(page, path);
        if (act) {
          await expect(page.locator("main h1").first(), path).toBeVisible();
          await act(page, site);
        }
        await expect(page, path).toHaveTitle(`${title} · ${SITE_NAME}`);
        await expect(page.locator("main h1").first(), path).toBeVisible();
        // Loaded: no list or card still marked busy (placeholders), rather than waiting for network silence.
        await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
        // The same page shown in another's place (a visitor's "User account needed") is checked once a round.
        if (checked.has(title)) continue;
        checked.add(title);
        problems.push(...(await seriousViolations(page, path)));
      }
      expect(problems).toEqual([]);
    });
  }
}
