import { beforeAll, describe, expect, test } from "vitest";
import { type CompiledSheet, compileSiteStyles } from "../../test/compiled-css";
import { contrast, over, parseColor } from "../../test/contrast";

// Issue 34: every text colour of the palette against what it is shown on, in the dark theme the site
// ships and in the light one (data-bs-theme="light"), from the compiled stylesheet: WCAG AA's 4.5:1.

type Mode = "light" | "dark";
const MODES: Mode[] = ["dark", "light"];
const AA = 4.5;
/** The colours with a meaning (a state, an action), which text is written in. */
const STATUS = ["primary", "secondary", "success", "danger", "warning", "info"];
const THEME_COLORS = [...STATUS, "light", "dark"];
/** Where text sits: the page (also dialogs, the side panel and lists) and the site's two card colours. */
const SURFACES = ["--bs-body-bg", "--bs-secondary-bg", "--bs-tertiary-bg"];

let sheet: CompiledSheet;
beforeAll(async () => {
  sheet = await compileSiteStyles();
}, 120_000);

/** One pair below AA, said so that a failure names the rule and the colours. */
type Finding = string;

function check(what: string, foreground: string, background: string): Finding[] {
  const ratio = contrast(foreground, background);
  return ratio >= AA ? [] : [`${what}: ${foreground} on ${background} is ${ratio.toFixed(2)}:1`];
}

function surfaces(mode: Mode) {
  return SURFACES.map((name) => ({ name, color: sheet.value(mode, [], name) }));
}

/** `color` (a text colour) on each surface of the mode. */
function onSurfaces(mode: Mode, what: string, color: string): Finding[] {
  return surfaces(mode).flatMap((surface) => check(`${what} on ${surface.name}`, color, surface.color));
}

describe.each(MODES)("the %s theme", (mode) => {
  test("body text, secondary text, links and form messages read on the page and the cards", () => {
    const findings = [
      "--bs-body-color",
      "--bs-secondary-color",
      "--bs-emphasis-color",
      "--bs-link-color",
      "--bs-link-hover-color",
      "--bs-form-valid-color",
      "--bs-form-invalid-color",
    ].flatMap((name) => onSurfaces(mode, name, sheet.value(mode, [], name)));
    expect(findings).toEqual([]);
  });

  test("text in a status colour (.text-danger, .text-success, …) reads on the page and the cards", () => {
    const findings = STATUS.flatMap((color) =>
      onSurfaces(mode, `.text-${color}`, sheet.value(mode, [`.text-${color}`], "color")),
    );
    expect(findings).toEqual([]);
  });

  test("buttons: a solid button's text on its fill in every state, an outline button's text on the surfaces", () => {
    const findings = THEME_COLORS.flatMap((color) => {
      const solid = [`.btn`, `.btn-${color}`];
      const outline = [`.btn`, `.btn-outline-${color}`];
      const pair = (selectors: string[], state: string) =>
        check(
          `${selectors.at(-1)}${state ? ` (${state})` : ""}`,
          sheet.value(mode, selectors, `--bs-btn${state ? `-${state}` : ""}-color`),
          sheet.value(mode, selectors, `--bs-btn${state ? `-${state}` : ""}-bg`),
        );
      return [
        ...pair(solid, ""),
        ...pair(solid, "hover"),
        ...pair(solid, "active"),
        ...onSurfaces(mode, `.btn-outline-${color}`, sheet.value(mode, outline, "--bs-btn-color")),
        ...pair(outline, "hover"),
        ...pair(outline, "active"),
      ];
    });
    expect(findings).toEqual([]);
  });

  test("badges (.badge.bg-*, .text-bg-*) and alerts: the text on its fill", () => {
    const page = parseColor(sheet.value(mode, [], "--bs-body-bg"));
    const findings = THEME_COLORS.flatMap((color) => {
      const alertBg = over(parseColor(sheet.value(mode, [".alert", `.alert-${color}`], "--bs-alert-bg")), page);
      const alertColor = (name: string) => sheet.value(mode, [".alert", `.alert-${color}`], name);
      return [
        ...check(
          `.badge.bg-${color}`,
          sheet.value(mode, [".badge", `.badge.bg-${color}`], "--bs-badge-color"),
          sheet.value(mode, [`.bg-${color}`], "background-color"),
        ),
        ...check(
          `.text-bg-${color}`,
          sheet.value(mode, [`.text-bg-${color}`], "color"),
          sheet.value(mode, [`.text-bg-${color}`], "background-color"),
        ),
        ...check(`.alert-${color}`, alertColor("--bs-alert-color"), `rgb(${alertBg.r}, ${alertBg.g}, ${alertBg.b})`),
        ...check(
          `.alert-${color} .alert-link`,
          alertColor("--bs-alert-link-color"),
          `rgb(${alertBg.r}, ${alertBg.g}, ${alertBg.b})`,
        ),
      ];
    });
    expect(findings).toEqual([]);
  });
});
