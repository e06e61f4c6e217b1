import { expect, type Page } from "@playwright/test";

/**
 * Waits until the app has taken over the page the server sent: the server's first views have their
 * own <main>, headings and rows (issue 33), which a CSS locator would find before the app's.
 */
export async function appStarted(page: Page, timeout = 15_000) {
  await expect(page.locator(".app-skeleton"), "the app").toHaveCount(0, { timeout });
}

/**
 * Goes to a path the way a click on a link does (the router hears a history change): the app is
 * loaded once a round, as a visitor's browser does, instead of once a page.
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  // No check of the address here: a page may send its visitor elsewhere (the owner on /login/ goes
  // home); the title that the caller waits for says which page is shown.
}

/**
 * `navigate`, then waits until the page gone to is shown: the address changes at once, the page only
 * once its code and data are in, and until then the old page (its heading, its buttons) is still
 * there. It has arrived when the router's focus lands on it (its heading, or <main> meanwhile). Only
 * a change of path moves the focus: a new query alone keeps the page, and is not waited for.
 */
export async function navigateTo(page: Page, path: string, timeout = 15_000) {
  const here = await page.evaluate(() => location.pathname);
  const newPage = path.split("?")[0] !== here;
  if (newPage) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await navigate(page, path);
  if (!newPage) return;
  await page.waitForFunction(
    () => {
      const focused = document.activeElement;
      return focused?.id === "main" || (focused?.tagName === "H1" && focused.closest("#main") !== null);
    },
    undefined,
    { timeout },
  );
}
