import { expect, test } from "@playwright/test";
import { contrast } from "../apps/web/test/contrast";

// Issue 18: a change of page moves the focus to the new page's heading, and the focus ring can be
// seen. Every page's title and axe check are in accessibility-visitor.spec.ts and
// accessibility-owner.spec.ts (two files, so the two halves of npm test's browser run share them).

test("a change of page moves the focus to the new page's heading, by mouse and by keyboard", async ({ page }) => {
  await page.goto("/privacy-policy/");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await page.getByRole("navigation").getByRole("link", { name: "Punished players" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Punished players" })).toBeFocused();

  const contact = page.getByRole("link", { name: "Contact us" });
  await contact.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeFocused();
  // Tab goes on from the top of the new page, not from the link left behind.
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Name")).toBeFocused();
});

test("the focus ring is a solid outline of at least 3:1 against the navbar, the page and a card, on a link, a field and a button", async ({
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
  /** The colour seen behind an element: its background and its ancestors', laid over each other. */
  const surface = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const layers: number[][] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
          const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []).map(
            Number,
          );
          if (a > 0) layers.unshift([r, g, b, a]);
          if (a >= 1) break;
        }
        // Laid from the bottom up, on the canvas (white) when nothing below is opaque.
        const color = layers.reduce(
          (under, [r = 0, g = 0, b = 0, a = 1]) => [r, g, b].map((value, i) => value * a + (under[i] ?? 0) * (1 - a)),
          [255, 255, 255],
        );
        return `rgb(${color.map(Math.round).join(", ")})`;
      });
  const surfaces = {
    navbar: await surface(".site-navbar"),
    page: await surface("#main"),
    card: await surface(".auth-card"),
  };
  // Keyboard focus, so :focus-visible applies as it does for a person tabbing.
  await page.keyboard.press("Tab");
  for (const selector of [".site-navbar .nav-link", "#field-email", "form button[type=submit]"]) {
    const outline = await ring(selector);
    expect(outline.style, selector).toBe("solid");
    expect(outline.width, selector).toBeGreaterThanOrEqual(2);
    for (const [name, background] of Object.entries(surfaces)) {
      expect(contrast(outline.color, background), `${selector} on the ${name} (${background})`).toBeGreaterThanOrEqual(
        3,
      );
    }
  }
});
