import { useEffect } from "react";

const CANDIDATES = [
  "a[href]",
  "area[href]",
  "button",
  "input:not([type=hidden])",
  "select",
  "textarea",
  "iframe",
  "summary",
  "[tabindex]",
  '[contenteditable]:not([contenteditable="false"])',
].join(",");

/** The dialog on top: dialogs are put at the end of <body> as they open, so the last modal one. */
function topDialog(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[aria-modal="true"]')].at(-1);
}

/** What Tab stops at inside `dialog`, in order (a browser without layout information counts every control as shown). */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(":disabled") &&
      (typeof element.checkVisibility !== "function" || element.checkVisibility({ visibilityProperty: true })),
  );
}

function handleKeyDown(event: KeyboardEvent) {
  if (event.key !== "Tab" || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = topDialog();
  if (!dialog) return;
  const stops = tabStops(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  const inside = active instanceof Node && dialog.contains(active);
  let next: HTMLElement | undefined;
  if (!first || !last) next = dialog;
  else if (event.shiftKey && (!inside || active === first || active === dialog)) next = last;
  else if (!event.shiftKey && (!inside || active === last)) next = first;
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/**
 * Tab and Shift+Tab go round the open dialog's controls (a Modal, the side panel), never to the page
 * behind (issue 34). react-bootstrap only pulls the focus back once it has already landed on the
 * page (on a timer after a focus event there), so Tab from a dialog's last button first reached the
 * browser and then the page's skip link, announced and focused before the pull: late enough on some
 * pages (the logout dialog over the home page) to be seen as focus escaping. Installed once, by the
 * root layout, for every dialog built and to come.
 */
export function useFocusKeptInDialogs() {
  useEffect(() => {
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, []);
}
