import { z } from "zod";
import { msg } from "../i18n/messages";
import {
  CONTRAST_AA_NON_TEXT,
  CONTRAST_AA_TEXT,
  contrastRatio,
  HEX_COLOUR,
  parseHexColour,
  readableTextOn,
} from "./colour";
import { THEME_CHOICES, THEMES, type Theme } from "./theme";

// The site's look (issue 30, docs/decisions/029): two colours and the default theme. The shades each
// theme draws from the colours, the contrast pairs a palette must pass and the CSS the page shell
// carries are all here, so the console's live check, the server's refusal and the page agree.

export const themeChoiceSchema = z.enum(THEME_CHOICES, { error: msg("Choose light, dark or system.") });

const colour = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .toLowerCase()
    .regex(HEX_COLOUR, `${label} must be a colour like #34d399.`);

const lookFields = {
  accent: colour("Accent colour"),
  accent_secondary: colour("Second colour"),
  default_theme: themeChoiceSchema,
};

/** The look as stored and shown (no contrast rule: a stored row is read as it is). */
export const lookViewSchema = z.object(lookFields);
export type Look = z.infer<typeof lookViewSchema>;

/** Today's look (the Sass palette before issue 30): an existing site looks the same until changed. */
export const DEFAULT_LOOK: Look = { accent: "#34d399", accent_secondary: "#6c757d", default_theme: "dark" };

/** The page and card backgrounds of each theme (bootstrap.scss): what text and rings stand on. */
export const THEME_SURFACES: Record<Theme, { page: string; card: string }> = {
  dark: { page: "#12151c", card: "#202634" },
  light: { page: "#ffffff", card: "#e9ecef" },
};

export const THEME_LABELS: Record<Theme, string> = { dark: "dark", light: "light" };

/** `hex` mixed with `toward` by `weight` (0 to 1), as Sass's mix(): tint (white) and shade (black). */
export function mixColour(hex: string, toward: string, weight: number): string {
  const from = parseHexColour(hex) ?? [0, 0, 0];
  const to = parseHexColour(toward) ?? [0, 0, 0];
  return `#${from
    .map((channel, index) => Math.round(channel * (1 - weight) + (to[index] ?? 0) * weight))
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}
const tint = (hex: string, weight: number) => mixColour(hex, "#ffffff", weight);
const shade = (hex: string, weight: number) => mixColour(hex, "#000000", weight);

/**
 * The accent written as text (links, an outline button, the active menu item) and as the focus
 * ring, in each theme: lighter on the dark page, darker on the light one, by the amounts today's
 * palette used (#34d399 gave #6ee7b7-ish links on dark and #1a6a4c on light).
 */
export function accentText(accent: string, theme: Theme): string {
  return theme === "dark" ? tint(accent, 0.3) : shade(accent, 0.5);
}
export function accentHover(accent: string, theme: Theme): string {
  return theme === "dark" ? tint(accent, 0.6) : shade(accent, 0.65);
}
/** The second colour as text (an outline secondary button): Bootstrap's own text emphasis. */
export function secondaryText(secondary: string, theme: Theme): string {
  return theme === "dark" ? tint(secondary, 0.4) : shade(secondary, 0.6);
}

export type LookField = "accent" | "accent_secondary";

/** One pair the palette must pass, with its ratio: the console lists them, the server refuses on any failed. */
export interface ContrastCheck {
  field: LookField;
  /** What it is, in the console's words ("Links on the light background"). */
  label: string;
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
  passes: boolean;
  /** The sentence shown (and answered by the server) when it fails. */
  message: string;
}

const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

function pair(
  field: LookField,
  label: string,
  foreground: string,
  background: string,
  minimum: number,
  failure: (ratio: string) => string,
): ContrastCheck {
  const ratio = contrastRatio(foreground, background);
  return {
    field,
    label,
    foreground,
    background,
    ratio,
    minimum,
    passes: ratio >= minimum,
    message: failure(ratioText(ratio)),
  };
}

/**
 * Every pair of docs/decisions/029, in both themes (a visitor may switch whatever the default):
 * the accent as link text on the page and on a card (4.5:1), the focus ring against them (3:1),
 * the second colour as text on them (4.5:1), and the automatic black or white text on each colour's
 * fill (a button, a badge: 4.5:1).
 */
export function lookContrastChecks(look: Pick<Look, "accent" | "accent_secondary">): ContrastCheck[] {
  const checks: ContrastCheck[] = [];
  const need = (minimum: number, what: string) => `${what} at least ${minimum}:1.`;
  for (const theme of THEMES) {
    const surfaces = THEME_SURFACES[theme];
    const link = accentText(look.accent, theme);
    const second = secondaryText(look.accent_secondary, theme);
    for (const [where, background] of [
      ["background", surfaces.page],
      ["cards", surfaces.card],
    ] as const) {
      const place = `the ${theme} ${where}`;
      checks.push(
        pair(
          "accent",
          `Links on ${place}`,
          link,
          background,
          CONTRAST_AA_TEXT,
          (ratio) =>
            `Accent colour as link text (${link}) on ${place} is ${ratio}; ${need(CONTRAST_AA_TEXT, "links need")}`,
        ),
        pair(
          "accent",
          `Focus ring on ${place}`,
          link,
          background,
          CONTRAST_AA_NON_TEXT,
          (ratio) =>
            `Accent colour as the focus ring (${link}) on ${place} is ${ratio}; ${need(CONTRAST_AA_NON_TEXT, "focus rings need")}`,
        ),
        pair(
          "accent_secondary",
          `Second colour as text on ${place}`,
          second,
          background,
          CONTRAST_AA_TEXT,
          (ratio) =>
            `Second colour as text (${second}) on ${place} is ${ratio}; ${need(CONTRAST_AA_TEXT, "text needs")}`,
        ),
      );
    }
  }
  for (const [field, name] of [
    ["accent", "Accent colour"],
    ["accent_secondary", "Second colour"],
  ] as const) {
    const fill = look[field];
    const text = readableTextOn(fill);
    checks.push(
      pair(
        field,
        `Button text on the ${field === "accent" ? "accent" : "second colour"}`,
        text,
        fill,
        CONTRAST_AA_TEXT,
        (ratio) =>
          `Button text (${text}) on the ${name.toLowerCase()} is ${ratio}; ${need(CONTRAST_AA_TEXT, "button text needs")}`,
      ),
    );
  }
  return checks;
}

/** The failed pairs' sentences by field, as the server's 400 carries them. */
export function lookContrastErrors(
  look: Pick<Look, "accent" | "accent_secondary">,
): Partial<Record<LookField, string>> {
  const errors: Partial<Record<LookField, string>> = {};
  for (const check of lookContrastChecks(look)) {
    if (!check.passes && !errors[check.field]) errors[check.field] = check.message;
  }
  return errors;
}

/** POST /admin/api/look/: the look, refused below AA (the same checks the console shows). */
export const lookSchema = z.object(lookFields).superRefine((look, context) => {
  for (const [field, message] of Object.entries(lookContrastErrors(look))) {
    context.addIssue({ code: "custom", path: [field], message });
  }
});

export const lookSavedSchema = z.object({ message: z.string(), look: lookViewSchema });
export type LookSaved = z.infer<typeof lookSavedSchema>;

/** POST /users/api/theme/: the account's own choice (null: the site's default). */
export const accountThemeSchema = z.object({ theme: themeChoiceSchema.nullable() });
export type AccountTheme = z.infer<typeof accountThemeSchema>;

const rgb = (hex: string) => (parseHexColour(hex) ?? [0, 0, 0]).join(", ");

function themeVariables(look: Look, theme: Theme): string {
  const { accent, accent_secondary: second } = look;
  const link = accentText(accent, theme);
  const hover = accentHover(accent, theme);
  const subtle = (hex: string) => (theme === "dark" ? shade(hex, 0.8) : tint(hex, 0.8));
  const border = (hex: string) => (theme === "dark" ? shade(hex, 0.4) : tint(hex, 0.6));
  return [
    `--bs-primary:${accent}`,
    `--bs-primary-rgb:${rgb(accent)}`,
    `--bs-secondary:${second}`,
    `--bs-secondary-rgb:${rgb(second)}`,
    `--bs-primary-text-emphasis:${link}`,
    `--bs-secondary-text-emphasis:${secondaryText(second, theme)}`,
    `--bs-primary-bg-subtle:${subtle(accent)}`,
    `--bs-secondary-bg-subtle:${subtle(second)}`,
    `--bs-primary-border-subtle:${border(accent)}`,
    `--bs-secondary-border-subtle:${border(second)}`,
    `--bs-link-color:${link}`,
    `--bs-link-color-rgb:${rgb(link)}`,
    `--bs-link-hover-color:${hover}`,
    `--bs-link-hover-color-rgb:${rgb(hover)}`,
    `--bs-focus-ring-color:rgba(${rgb(link)}, 0.25)`,
    `--accent:${link}`,
    `--accent-contrast:${readableTextOn(accent)}`,
    `--focus-ring-color:${link}`,
  ].join(";");
}

/** A solid button's variables in a colour (Bootstrap compiles them from Sass: they are set again here). */
function solidButton(fill: string): string {
  const text = readableTextOn(fill);
  // Bootstrap's own hover: lighter under dark text, darker under white text.
  const hover = text === "#000000" ? tint(fill, 0.15) : shade(fill, 0.15);
  const active = text === "#000000" ? tint(fill, 0.2) : shade(fill, 0.2);
  return [
    `--bs-btn-color:${text}`,
    `--bs-btn-bg:${fill}`,
    `--bs-btn-border-color:${fill}`,
    `--bs-btn-hover-color:${text}`,
    `--bs-btn-hover-bg:${hover}`,
    `--bs-btn-hover-border-color:${hover}`,
    `--bs-btn-focus-shadow-rgb:${rgb(fill)}`,
    `--bs-btn-active-color:${text}`,
    `--bs-btn-active-bg:${active}`,
    `--bs-btn-active-border-color:${active}`,
    `--bs-btn-disabled-color:${text}`,
    `--bs-btn-disabled-bg:${fill}`,
    `--bs-btn-disabled-border-color:${fill}`,
  ].join(";");
}

function outlineButton(fill: string, name: "primary" | "secondary"): string {
  const text = readableTextOn(fill);
  return [
    `--bs-btn-color:var(--bs-${name}-text-emphasis)`,
    `--bs-btn-border-color:${fill}`,
    `--bs-btn-hover-color:${text}`,
    `--bs-btn-hover-bg:${fill}`,
    `--bs-btn-hover-border-color:${fill}`,
    `--bs-btn-focus-shadow-rgb:${rgb(fill)}`,
    `--bs-btn-active-color:${text}`,
    `--bs-btn-active-bg:${fill}`,
    `--bs-btn-active-border-color:${fill}`,
    `--bs-btn-disabled-color:var(--bs-${name}-text-emphasis)`,
    `--bs-btn-disabled-border-color:${fill}`,
  ].join(";");
}

/**
 * The look as CSS custom properties over the compiled Bootstrap: each theme's variables, and the
 * parts Bootstrap compiles from $primary (buttons, badges, pills, checked boxes, progress bars).
 * `scope` limits it to one element (the console's preview); the page shell's is the whole page.
 */
export function lookCss(look: Look, scope = ""): string {
  const within = (selectors: string) =>
    selectors
      .split(",")
      .map((selector) => (scope ? `${scope} ${selector}`.replace(`${scope} :root`, scope) : selector))
      .join(",");
  const themed = (theme: Theme) =>
    scope ? `${scope}[data-bs-theme=${theme}],${scope} [data-bs-theme=${theme}]` : `[data-bs-theme=${theme}]`;
  const accentText = readableTextOn(look.accent);
  const secondText = readableTextOn(look.accent_secondary);
  return [
    `${scope ? `${scope},${themed("light")}` : `:root,${themed("light")}`}{${themeVariables(look, "light")}}`,
    `${themed("dark")}{${themeVariables(look, "dark")}}`,
    `${within(".btn-primary")}{${solidButton(look.accent)}}`,
    `${within(".btn-secondary")}{${solidButton(look.accent_secondary)}}`,
    `${within(".btn-outline-primary")}{${outlineButton(look.accent, "primary")}}`,
    `${within(".btn-outline-secondary")}{${outlineButton(look.accent_secondary, "secondary")}}`,
    `${within(".badge.bg-primary")}{--bs-badge-color:${accentText}}`,
    `${within(".badge.bg-secondary")}{--bs-badge-color:${secondText}}`,
    `${within(".text-bg-primary")}{color:${accentText}!important}`,
    `${within(".text-bg-secondary")}{color:${secondText}!important}`,
    `${within(".nav-pills")}{--bs-nav-pills-link-active-bg:${look.accent};--bs-nav-pills-link-active-color:${accentText}}`,
    `${within(".list-group")}{--bs-list-group-active-bg:${look.accent};--bs-list-group-active-border-color:${look.accent};--bs-list-group-active-color:${accentText}}`,
    `${within(".pagination")}{--bs-pagination-active-bg:${look.accent};--bs-pagination-active-border-color:${look.accent};--bs-pagination-active-color:${accentText}}`,
    `${within(".dropdown-menu")}{--bs-dropdown-link-active-bg:${look.accent};--bs-dropdown-link-active-color:${accentText}}`,
    `${within(".progress,.progress-stacked")}{--bs-progress-bar-bg:${look.accent};--bs-progress-bar-color:${accentText}}`,
    `${within(".form-check-input:checked")}{background-color:${look.accent};border-color:${look.accent}}`,
  ].join("\n");
}
