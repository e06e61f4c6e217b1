// The themes and a visitor's choice of one (issue 30, docs/decisions/029), apart from the look's
// schemas: the page shell and its theme switch use these, and this file has no zod, so the home
// page's first load does not carry the schema library (issue 31's budget).

export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];
/** What a visitor (or the owner, as the default) picks: a theme, or the device's setting. */
export const THEME_CHOICES = ["light", "dark", "system"] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_CHOICE_LABELS: Record<ThemeChoice, string> = {
  light: "Light",
  dark: "Dark",
  system: "System",
};

/** Where a browser keeps its visitor's choice (light, dark or system). */
export const THEME_STORAGE_KEY = "bastion-theme";

/**
 * Run by the page shell's head before the first paint (its hash is in the CSP's script-src): the
 * browser's stored choice, else the site's default (`data-default-theme`, written by the server),
 * with "system" read from the device, set as `data-bs-theme`. The web app keeps it in step after.
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,c=null;try{c=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}if(c!=="light"&&c!=="dark"&&c!=="system")c=d.getAttribute("data-default-theme");if(c==="system")c=window.matchMedia&&matchMedia("(prefers-color-scheme: light)").matches?"light":"dark";if(c!=="light")c="dark";d.setAttribute("data-bs-theme",c)})()`;
