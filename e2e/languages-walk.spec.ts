import { expect, test } from "@playwright/test";
import {
  inParts,
  partName,
  prepareRound,
  ROUND_TIMEOUT,
  type Session,
  sessionOf,
  settled,
  startWith,
  VIEWPORTS,
} from "./support/accessibility-rounds";
import { accountOf, type Who } from "./support/identities";
import { navigateTo } from "./support/navigate";
import { pagesFor, resolvePage, type SitePage } from "./support/pages";
import { keepSiteData, walkProblems } from "./support/pseudo-walk";
import { type SiteFixtures, seedSite } from "./support/site-fixtures";

// Issue 31: every page of e2e/support/pages.ts in the pseudo-locale en-XA (every letter from the
// catalogue accented, the text some 40 % longer), at phone width: no word of plain English that is
// not the site's data, and no text cut off or wider than the screen. The owner sees every page but
// those for visitors only; the visitor those and the pages that look the same for everyone. Pages
// reached by a step (`act`) are left out: their steps find controls by their English names.

const PHONE = VIEWPORTS[1];
const PAGES_PER_TEST = 20;

/** The pages `who` walks: the owner's all but a visitor's own; the visitor's only those no one else sees. */
function walkFor(who: Who): SitePage[] {
  const pages = pagesFor(who).filter((page) => !page.act);
  if (who === "owner") return pages;
  return pages.filter((page) => {
    const titles = page.title;
    if (page.sameForAll || page.path === "/") return true;
    return typeof titles === "object" && titles.byWho("owner").standIn && !titles.byWho("visitor").standIn;
  });
}

test.describe.configure({ timeout: ROUND_TIMEOUT });
test.use({ actionTimeout: 15_000 });

let site: SiteFixtures;
const sessions = new Map<Who, Session>();
test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(ROUND_TIMEOUT);
  site = await seedSite(baseURL ?? "");
  for (const who of ["visitor", "owner"] as const)
    sessions.set(who, await sessionOf(baseURL ?? "", accountOf(who, site)));
});

for (const who of ["visitor", "owner"] as const) {
  const parts = inParts(walkFor(who), PAGES_PER_TEST);
  parts.forEach((pages, index) => {
    test(`every page in the pseudo-locale has no English outside the catalogue and nothing cut off at 390 px: ${who}${partName(index, parts.length)}`, async ({
      page,
      baseURL,
    }) => {
      await prepareRound(page, PHONE);
      await page.context().addCookies([{ name: "bastion_lang", value: "en-XA", url: baseURL ?? "" }]);
      await keepSiteData(page);
      // The seeded names and titles, and the e-mail addresses the pages show.
      const seeded = Object.values(site).flatMap((value) =>
        value && typeof value === "object" ? Object.values(value).map(String) : [String(value)],
      );
      await startWith(page, sessions.get(who) ?? []);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      const found: string[] = [];
      for (const entry of pages) {
        const { path } = resolvePage(entry, site, who);
        await navigateTo(page, path);
        await settled(page, path);
        const { english, cutOff } = await walkProblems(page, seeded);
        found.push(...english.map((text) => `${path}: English ${text}`));
        found.push(...cutOff.map((text) => `${path}: cut off ${text}`));
      }
      expect(found).toEqual([]);
    });
  });
}
