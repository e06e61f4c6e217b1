import { THEME_CHOICES, THEME_STORAGE_KEY, type Theme, type ThemeChoice } from "@bastion/shared";
import { useSyncExternalStore } from "react";

// The visitor's theme (issue 30). The page shell's inline script set `data-bs-theme` before the
// first paint from the same stored choice (THEME_BOOT_SCRIPT); this keeps it in step afterwards:
// a change of choice, and the device's setting while the choice is "system".

const LIGHT_QUERY = "(prefers-color-scheme: light)";
const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The site's default, written by the server on `<html data-default-theme>`. */
export function siteDefaultTheme(): ThemeChoice {
  const value = document.documentElement.getAttribute("data-default-theme");
  return isChoice(value) ? value : "dark";
}

/** This browser's stored choice, or null for the site's default. */
function storedChoice(): ThemeChoice | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

const deviceTheme = (): Theme => (window.matchMedia?.(LIGHT_QUERY).matches ? "light" : "dark");

/** The theme a choice shows now. */
export const resolveTheme = (choice: ThemeChoice): Theme => (choice === "system" ? deviceTheme() : choice);

const listeners = new Set<() => void>();
/** The choice made on this page when the browser refused to store it (private mode): held until the page is left. */
let unstored: ThemeChoice | undefined;

/** The choice in force: this browser's, else the site's default. */
export function themeChoice(): ThemeChoice {
  return storedChoice() ?? unstored ?? siteDefaultTheme();
}

function apply() {
  document.documentElement.setAttribute("data-bs-theme", resolveTheme(themeChoice()));
}

/** Remembers the choice in this browser and shows it at once. */
export function chooseTheme(choice: ThemeChoice) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    unstored = choice;
  }
  apply();
  for (const listener of listeners) listener();
}

/** Kept for the page's life: a MediaQueryList nobody holds is collected, and its listener with it. */
let device: MediaQueryList | undefined;
/** While the choice is "system", the page follows the device live (a change of the OS's setting). */
function followDevice() {
  if (device || !window.matchMedia) return;
  device = window.matchMedia(LIGHT_QUERY);
  device.addEventListener("change", () => {
    if (themeChoice() === "system") apply();
    for (const listener of listeners) listener();
  });
  // The device may have changed between the boot script's first paint and this listener (the app's
  // code loads after it): catch up now, or the page would keep the old theme until the next change.
  if (themeChoice() === "system") apply();
}

function subscribe(listener: () => void) {
  followDevice();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The choice in force, kept current. */
export const useThemeChoice = () => useSyncExternalStore(subscribe, themeChoice, themeChoice);
