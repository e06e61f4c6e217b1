import { type Cookie, expect, type Page, test } from "@playwright/test";
import type { E2EUser } from "./accounts";
import { seriousViolations } from "./axe";
import { buttonProblems } from "./buttons";
import { dialogsFor, type SiteDialog } from "./dialogs";
import { keepsFocusIn } from "./focus-trap";
import { accountOf, type Who } from "./identities";
import { appStarted, navigate, navigateTo } from "./navigate";
import { pagesFor, resolvePage, type SitePage } from "./pages";
import { apiAs } from "./site-api";
import { type SiteFixtures, seedSite } from "./site-fixtures";

// Issues 18 and 34: every page of e2e/support/pages.ts and every dialog of e2e/support/dialogs.ts,
// on a filled site, as each identity (identities.ts), at desktop and phone width: axe-core finds no
// serious or critical violation, the document title is the page's own, each page keeps to one
// primary button and secondary Cancels (issue 27, buttons.ts), and the focus stays in every dialog. The new (empty) site's rounds are in empty-site-rounds.ts.

export const SITE_NAME = "Bastion E2E";
// Other specs check a single screen with the rounds' axe run.
export { seriousViolations } from "./axe";
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

/**
 * A page set up for a round: its size; no player heads from the third-party service (there is no
 * network here); the site's external links (the chat community, the store) answering 204 No
 * Content, so /discord/ and /leaving/ can be checked after they send their visitor on; and reduced
 * motion, so a dialog is checked once it is in place rather than while it fades in.
 */
export async function prepareRound(page: Page, viewport: Viewport) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.route(/mc-heads\.net/, (route) => route.abort());
  await page.route(/^https:\/\/(discord|store)\.example\//, (route) => route.fulfill({ status: 204 }));
}

/**
 * How long a page may take to show: a page's code is fetched the first time it is opened, which on
 * a machine running many browsers at once took more than the default 5 s.
 */
const SHOWN_WITHIN = { timeout: 15_000 };

/** Loaded: no list or card still marked busy (placeholders), rather than waiting for network silence. */
export async function settled(page: Page, label: string) {
  await expect(page.locator("main h1").first(), label).toBeVisible(SHOWN_WITHIN);
  await expect(page.locator('[aria-busy="true"]'), label).toHaveCount(0, SHOWN_WITHIN);
}

/** A browser's cookies: a signed-in session to hand to each test's page. */
export type Session = Cookie[];

/** Signs `account` in through the API once; each test of the rounds then starts signed in with its cookies. */
export async function sessionOf(baseURL: string, account: E2EUser | undefined): Promise<Session> {
  if (!account) return [];
  const client = await apiAs(baseURL, account);
  const { cookies } = await client.context.storageState();
  await client.context.dispose();
  return cookies;
}

/**
 * Opens the app with `session`'s cookies (the app asks who is signed in when it starts) and waits
 * until the home page is shown. The router hears a change of page from then on: the layout takes
 * the first page it is shown as the one the browser loaded, and leaves the focus alone there, so a
 * round that went on before the app was up (under load, once in CI) saw its first page never take
 * the focus.
 */
export async function startWith(page: Page, session: Session) {
  if (session.length > 0) await page.context().addCookies(session);
  await page.goto("/");
  await appStarted(page, SHOWN_WITHIN.timeout);
  await expect(page.locator("main h1").first(), "the home page").toBeVisible(SHOWN_WITHIN);
}

/**
 * Each of `pages` as `who`: the title, then axe and the buttons' rule at each width of VIEWPORTS. A page is opened once,
 * checked at the width the page has, resized to the other and checked again: the site follows the
 * width by CSS alone (no script reads it), so a resized page is the page opened at that width, and a
 * round loads each page once rather than once a width (page loads were most of a round's cost on a
 * 2-core machine). The next page starts at the width this one ended at. `site` is the seeded data,
 * none on a new site.
 */
export async function pageRound(page: Page, who: Who, pages: SitePage[], site?: SiteFixtures): Promise<string[]> {
  const problems: string[] = [];
  let widths: Viewport[] = [...VIEWPORTS];
  for (const entry of pages) {
    const { path, act, title } = resolvePage(entry, site, who);
    await navigate(page, path);
    if (act && site) {
      await settled(page, path);
      await act(page, site);
    }
    await expect(page, path).toHaveTitle(`${title} · ${SITE_NAME}`, SHOWN_WITHIN);
    await settled(page, path);
    // At its top, as a link opens it. The rounds go by history events, which the router takes for
    // Back: it put the page where the page before was scrolled (every entry the rounds push has the
    // same key), and a button there lay under the sticky navbar (axe's target-size).
    if (!act) await page.evaluate(() => window.scrollTo(0, 0));
    for (const viewport of widths) {
      if (page.viewportSize()?.width !== viewport.width) await page.setViewportSize(viewport);
      const label = `${path}${act ? " (after its step)" : ""}, ${viewport.name}`;
      problems.push(...(await seriousViolations(page, label)), ...(await buttonProblems(page, `${label} (${title})`)));
    }
    widths = widths.reverse();
  }
  countScreens(pages.length * VIEWPORTS.length);
  return problems;
}

/** How many screens a test checked, in the report (the rounds' cost is reported per screen). */
export function countScreens(screens: number) {
  test.info().annotations.push({ type: "screens", description: String(screens) });
}

/**
 * `items` in parts of at most `most` each, as even as can be: one test a part, so a test checks
 * a dozen or so screens and stays well inside its timeout on a slow, shared machine.
 */
export function inParts<T>(items: T[], most: number): T[][] {
  const parts = Math.max(1, Math.ceil(items.length / most));
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, index) => items.slice(index * size, (index + 1) * size));
}

/** A test's name for one of several parts: "(2 of 3)"; nothing when there is one. */
export const partName = (index: number, parts: number) => (parts > 1 ? ` (${index + 1} of ${parts})` : "");

/** One dialog: opened, checked with axe and for the focus, closed with Escape. */
async function dialogCheck(page: Page, dialog: SiteDialog, site: SiteFixtures): Promise<string[]> {
  const path = typeof dialog.path === "function" ? dialog.path(site) : dialog.path;
  // Several dialogs open on one page: it stays as it was once the one before was closed.
  const here = await page.evaluate(() => `${location.pathname}${location.search}`);
  // Once the page is shown: a dialog opened on the old one still there would go with it.
  if (here !== path) await navigateTo(page, path, SHOWN_WITHIN.timeout);
  await settled(page, path);
  await dialog.open(page, site);
  // The one on top: dialogs open at the end of <body>.
  const open = page.locator('[role="dialog"][aria-modal="true"]');
  const top = open.last();
  await expect(top, dialog.name).toBeVisible();
  await expect(top.locator('[aria-busy="true"], .spinner-border'), dialog.name).toHaveCount(0);
  const problems = [
    ...(await seriousViolations(page, `${dialog.name} dialog on ${path}`, {
      targetsWithin: '[role="dialog"][aria-modal="true"]',
    })),
    ...(await keepsFocusIn(page, top, dialog.name)),
  ];
  // Escape closes the dialog on top; a dialog under it goes with the next.
  for (let left = await open.count(); left > 0; left -= 1) {
    await page.keyboard.press("Escape");
    await expect(open, dialog.name).toHaveCount(left - 1);
  }
  return problems;
}

/**
 * Most pages (each at both widths) and dialogs a test checks: about a second a screen on a quiet
 * machine, some 8 s on one running fifteen processes to a core, so a test takes 15 to 20 s quiet
 * and stays inside its timeout (ROUND_TIMEOUT) even so.
 */
export const PAGES_PER_TEST = 10;
const DIALOGS_PER_TEST = 8;
export const ROUND_TIMEOUT = 180_000;

/**
 * The rounds of the given identities on a filled site seeded for this file: for each, at desktop
 * and phone width, every page they look at, then every dialog they open (once, at desktop width,
 * but for those marked `phone` in dialogs.ts), a dozen or so a test.
 */
export function accessibilityRounds(identities: Who[]) {
  test.describe.configure({ timeout: ROUND_TIMEOUT });
  // A control that is not there (a renamed button) fails its step in seconds, not at the test's end.
  test.use({ actionTimeout: 15_000 });

  let site: SiteFixtures;
  const sessions = new Map<Who, Session>();
  test.beforeAll(async ({ baseURL }) => {
    // Seeding runs the real CLI and API once a file: some 10 s, several times that under load.
    test.setTimeout(ROUND_TIMEOUT);
    site = await seedSite(baseURL ?? "");
    for (const who of identities) sessions.set(who, await sessionOf(baseURL ?? "", accountOf(who, site)));
  });

  for (const who of identities) {
    const pageParts = inParts(pagesFor(who), PAGES_PER_TEST);
    pageParts.forEach((pages, index) => {
      test(`every page is titled, has at most one primary button and no serious axe violation at both widths: ${who}${partName(index, pageParts.length)}`, async ({
        page,
      }) => {
        await prepareRound(page, VIEWPORTS[0]);
        await startWith(page, sessions.get(who) ?? []);
        expect(await pageRound(page, who, pages, site)).toEqual([]);
      });
    });
    for (const viewport of VIEWPORTS) {
      const dialogParts = inParts(dialogsFor(who, viewport.name), DIALOGS_PER_TEST);
      dialogParts.forEach((dialogs, index) => {
        if (dialogs.length === 0) return;
        test(`every dialog has no serious axe violation and keeps the focus: ${who}, ${viewport.name}${partName(index, dialogParts.length)}`, async ({
          page,
        }) => {
          await prepareRound(page, viewport);
          await startWith(page, sessions.get(who) ?? []);
          const problems: string[] = [];
          for (const dialog of dialogs) problems.push(...(await dialogCheck(page, dialog, site)));
          countScreens(dialogs.length);
          expect(problems).toEqual([]);
        });
      });
    }
  }
}
