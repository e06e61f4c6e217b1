import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

// The axe-core that @axe-core/playwright runs (its dependency, not one of ours).
const require = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const { source } = require("axe-core") as { source: string };

/** WCAG 2.0 to 2.2, A and AA: what the site promises (best-practice rules add time, not answers). */
const OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"] },
  resultTypes: ["violations"],
};

/**
 * axe-core's serious and critical findings on the page as shown, one line each, named by `label`.
 * axe is put in the page once and stays while the rounds move through the app by its router, and
 * only violations are collected: AxeBuilder.analyze() loaded and ran it afresh each time, 1.5 to
 * 2 s a page on a busy 2-core machine against about 0.3 s (the rounds check some 350 screens). The
 * site has no frames, which AxeBuilder would also have looked into.
 */
export async function seriousViolations(
  page: Page,
  label: string,
  { targetsWithin }: { targetsWithin?: string } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(source);
  const violations = await page.evaluate(
    async ({ options, within }) => {
      const { violations: found } = await (
        window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
      ).axe.run(document, options);
      if (!within) return found;
      // Behind a modal dialog the page can be neither clicked nor reached: its controls' size (and a
      // sticky navbar half over one, as the page lies scrolled to the dialog's opener) is not a target's.
      return found
        .map((violation) =>
          violation.id !== "target-size"
            ? violation
            : {
                ...violation,
                nodes: violation.nodes.filter((node) =>
                  node.target.some((selector) => document.querySelector(String(selector))?.closest(within)),
                ),
              },
        )
        .filter((violation) => violation.nodes.length > 0);
    },
    { options: OPTIONS, within: targetsWithin },
  );
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
      return `${label}: ${violation.id} (${violation.impact}) at ${where.join("; ")}`;
    });
}
