import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Clicks a copy button and measures, in the page's own clock, how long it reads "Copied" (spec §9:
 * 2 seconds). Measured inside the page, so a busy machine that delays the test's own polling does
 * not shorten or stretch what a person would see.
 */
export async function copiedFor(page: Page, button: Locator): Promise<number> {
  const watch = page.evaluate(async () => {
    const copied = () =>
      [...document.querySelectorAll("button")].some((element) => element.textContent?.trim() === "Copied");
    const tick = () => new Promise((resolve) => setTimeout(resolve, 10));
    while (!copied()) await tick();
    const since = performance.now();
    while (copied()) await tick();
    return performance.now() - since;
  });
  await button.click();
  return watch;
}

/** The button says "Copied" for about 2 seconds, then its own name again. */
export async function expectCopiedForTwoSeconds(page: Page, button: Locator) {
  const shown = await copiedFor(page, button);
  expect(shown).toBeGreaterThan(1_800);
  expect(shown).toBeLessThan(3_500);
  await expect(button).toBeVisible();
}
