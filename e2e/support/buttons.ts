import type { Page } from "@playwright/test";

// Issue 27: one style for each kind of button on every page (docs/decisions/013): at most one
// primary (green) button in a page's content and in an open dialog, and every Cancel the same
// quiet secondary button. The navbar's Login is the site's own call to action and is not counted.

/**
 * The buttons (and links drawn as buttons) a person sees in one place: the content, or an open
 * dialog. Not the console Look page's preview (issue 30), whose buttons are samples of the palette.
 */
const buttonsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((buttons) =>
    buttons
      .filter((button) => !button.closest(".look-preview"))
      .map((button) => ({
        name: (button.textContent ?? "").trim(),
        primary: button.classList.contains("btn-primary"),
        secondary: button.classList.contains("btn-secondary"),
      })),
  );

/** What breaks the rule on the page as shown, one line each, named by `label`. */
export async function buttonProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  // The content and an open dialog each have their own one primary: a dialog's Confirm does not
  // compete with the form behind it.
  for (const [place, selector] of [
    ["", "main .btn:visible"],
    [" (dialog)", ".modal.show .btn:visible"],
  ] as const) {
    const buttons = await buttonsIn(page, selector);
    const primaries = buttons.filter((button) => button.primary).map((button) => button.name);
    if (primaries.length > 1) problems.push(`${label}${place}: ${primaries.length} primary: ${primaries.join(", ")}`);
    for (const cancel of buttons.filter((button) => button.name === "Cancel" && !button.secondary)) {
      problems.push(`${label}${place}: a Cancel that is not secondary (${JSON.stringify(cancel)})`);
    }
  }
  return problems;
}
