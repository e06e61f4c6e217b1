import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** How long a page may take to show its heading (it may come with the page's data) before we stop waiting. */
const HEADING_WAIT_MS = 3_000;

/**
 * Moves focus to the main heading (the page's h1), or to <main> when the page has none, so a screen
 * reader reads where the visitor has arrived and Tab goes on from the top of the new page.
 * Returns whether a heading took the focus.
 */
export function focusMainHeading(): boolean {
  const main = document.getElementById("main");
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>("h1");
  const target = heading ?? main;
  // Focusable by script only: not a Tab stop of its own.
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return heading !== null;
}

/**
 * On every change of page (the path, not the query: a list's filters and pages keep the focus where
 * it is), focus goes to the new page's heading, as an accessible single-page app does. The first
 * page load is left to the browser.
 */
export function useFocusOnRouteChange() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    // The path is what this effect follows; reading it here keeps the dependency honest.
    if (!pathname || firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (focusMainHeading()) return;
    const main = document.getElementById("main");
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (!main.querySelector("h1")) return;
      observer.disconnect();
      // Only if the visitor has not moved on meanwhile (typed in a field, clicked a link).
      if (document.activeElement === main) focusMainHeading();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname]);
}
