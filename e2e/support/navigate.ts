import type { Page } from "@playwright/test";

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
