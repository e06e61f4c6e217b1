import type { Page } from "@playwright/test";

// Issue 27: one style for each kind of button on every page (docs/decisions/013): at most one
// primary (green) button in a page's content and in an open dialog, and every Cancel the same
// quiet secondary button. The navbar's Login is the site's own call to action and is not counted.

/** The buttons (and links drawn as buttons) a person sees in the content and an open dialog. */
const buttonsOf = (page: Page) =>
  page.locator("main .btn:visible, .modal.show .btn:visible").evaluateAll((buttons) =>
    buttons.map((button) => ({
      name: (button.textContent ?? "").trim(),
      primary: button.classList.contains("btn-primary"),
      secondary: button.classList.contains("btn-secondary"),
    })),
  );

/** What breaks the rule on the page as shown, one line each, named by `label`. */
export async function buttonProblems(page: Page, label: string): Promise<string[]> {
  const buttons = await buttonsOf(page);
  const problems: string[] = [];
  const primaries = buttons.filter((button) => button.primary).map((button) => button.name);
  if (primaries.length > 1) problems.push(`${label}: ${primaries.length} primary: ${primaries.join(", ")}`);
  for (const cancel of buttons.filter((button) => button.name === "Cancel" && !button.secondary)) {
    problems.push(`${label}: a Cancel that is not secondary (${JSON.stringify(cancel)})`);
  }
  return problems;
}
