import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support/accounts";
import { resolvePage, SITE_PAGES } from "./support/pages";
import { type SiteFixtures, seedSite } from "./support/site-fixtures";

// Issue 18: every page of e2e/support/pages.ts, signed out and as the owner, at desktop and phone
// width: axe-core finds no serious or critical violation, and the document title is the page's own.
// Then: a change of page moves the focus to the new page's heading, and the focus ring can be seen.

const SITE_NAME = "Bastion E2E";
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

// Seeding runs the real CLI; the owner's and the visitor's rounds visit some thirty pages each.
test.describe.configure({ timeout: 240_000 });

let site: SiteFixtures;
test.beforeAll(async ({ baseURL }) => {
  site = await seedSite(baseURL ?? "");
});

/** No player heads from the third-party service (there is no network here): the page stays the same. */
const withoutHeads = (page: Page) => page.route(/mc-heads\.net/, (route) => route.abort());

// Signed out and as the owner, at desktop and phone width (issue 18).
const ROUNDS = VIEWPORTS.flatMap((viewport) => (["visitor", "owner"] as const).map((who) => ({ who, viewport })));

for (const { who, viewport } of ROUNDS) {
  test(`every page is titled and has no serious axe violation: ${who}, ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withoutHeads(page);
    await page.goto("/");
    if (who === "owner") await signIn(page, site.owner);
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const entry of SITE_PAGES) {
      const { path, title } = resolvePage(entry, site, who);
      await page.goto(path);
      await expect(page, path).toHaveTitle(`${title} · ${SITE_NAME}`);
      await expect(page.locator("main h1").first(), path).toBeVisible();
      // Loaded: no list or card still marked busy (placeholders), rather than waiting for network silence.
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      // The same page shown in another's place (a visitor's "User account needed") is checked once a round.
      if (checked.has(title)) continue;
      checked.add(title);
      // WCAG 2.0 to 2.2, A and AA: what the site promises (best-practice rules add time, not answers).
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      for (const violation of violations) {
        if (violation.impact !== "serious" && violation.impact !== "critical") continue;
        const where = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
        problems.push(`${path}: ${violation.id} (${violation.impact}) at ${where.join("; ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test("a change of page moves the focus to the new page's heading, by mouse and by keyboard", async ({ page }) => {
  await page.goto("/privacy-policy/");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Punished Players" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Punished Players" })).toBeFocused();

  const contact = page.getByRole("link", { name: "Contact Us" });
  await contact.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeFocused();
  // Tab goes on from the top of the new page, not from the link left behind.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name")).toBeFocused();
});

const WEIGHTS = [0.2126, 0.7152, 0.0722] as const;

/** WCAG's relative luminance of an rgb()/rgba() CSS colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b]
    .map((value) => value / 255)
    .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
    .reduce((sum, value, index) => sum + value * (WEIGHTS[index] ?? 0), 0);
}

/** WCAG's contrast ratio of two colours. */
function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test("the focus ring is a solid outline of at least 3:1 against the navbar, the page and a button", async ({
  page,
}) => {
  await page.goto("/login/");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  const ring = async (selector: string) => {
    const target = page.locator(selector).first();
    await target.focus();
    return target.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: Number.parseFloat(style.outlineWidth), style: style.outlineStyle, color: style.outlineColor };
    });
  };
  // Keyboard focus, so :focus-visible applies as it does for a person tabbing.
  await page.keyboard.press("Tab");
  const navbarBackground = "rgb(18, 21, 28)";
  for (const selector of [".site-navbar .nav-link", "#field-email", "form button[type=submit]"]) {
    const outline = await ring(selector);
    expect(outline.style, selector).toBe("solid");
    expect(outline.width, selector).toBeGreaterThanOrEqual(2);
    expect(contrast(outline.color, navbarBackground), selector).toBeGreaterThanOrEqual(3);
  }
});
