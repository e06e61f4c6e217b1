import type { Locator, Page } from "@playwright/test";

type Watched = Window & { focusEscapes?: string[]; stopWatchingFocus?: () => void };

/**
 * Tab, then Shift+Tab, pressed once more than the dialog has controls (so each goes past its last
 * or first control at least once): after every press the focus is still in the dialog. Checked as
 * each key comes up, that is at once after the press moved the focus, as a screen reader hears it:
 * focus that leaves and is pulled back later has already been announced on the page behind. The
 * page notes each escape itself and is asked once at the end (a question after every press cost
 * more than the presses). Returns what went wrong, named by `name`.
 */
export async function keepsFocusIn(page: Page, dialog: Locator, name: string): Promise<string[]> {
  const stops = await dialog.evaluate((element) => {
    const watched = window as Watched;
    const escapes: string[] = [];
    const check = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const active = document.activeElement;
      if (active && active !== document.body && element.contains(active)) return;
      const where = active
        ? `${active.tagName.toLowerCase()} "${(active.textContent ?? "").trim().slice(0, 40)}"`
        : "nothing";
      escapes.push(`${event.shiftKey ? "Shift+Tab" : "Tab"} went to ${where}, outside the dialog`);
    };
    window.addEventListener("keyup", check, true);
    watched.focusEscapes = escapes;
    watched.stopWatchingFocus = () => window.removeEventListener("keyup", check, true);
    return [
      ...element.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, [tabindex], [contenteditable="true"]',
      ),
    ].filter((control) => control.tabIndex >= 0 && !control.matches(":disabled") && control.checkVisibility()).length;
  });
  if (stops > 0) {
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let press = 1; press <= stops + 1; press += 1) await page.keyboard.press(key);
    }
  }
  const escapes = await page.evaluate(() => {
    const watched = window as Watched;
    watched.stopWatchingFocus?.();
    return watched.focusEscapes ?? [];
  });
  if (stops === 0) return [`${name}: the dialog has no control to reach with Tab`];
  return escapes.slice(0, 3).map((escaped) => `${name}: ${escaped}`);
}
