// The page the server sent as the page itself, until the visitor acts (issue 33, docs/decisions/003).
// The server draws the pages a visitor opens first whole (plugins/spa-skeleton.ts: `data-first-view`),
// with real links and forms. On a phone the app's start is about a second of script on a slow CPU,
// which a visitor who only reads the page never needs: there the page stays the server's until the
// visitor touches, types or focuses something, and then the app starts and takes it over. Links
// followed before that are ordinary page loads; a button pressed or a field focused before it is
// handed to the app's own control, named by the server's `data-replay` (a CSS selector).

/** Remembered by the app (lib/auth/active-user.ts): a member's pages are not a visitor's. */
const SIGNED_IN_KEY = "bastion.signed-in";

/** Notes whether this browser is signed in, for the next page load's choice (never for access). */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, "1");
    else localStorage.removeItem(SIGNED_IN_KEY);
  } catch {
    // Storage refused (private mode): a member sees the visitor's first view until they act.
  }
}

function seemsSignedIn(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Whether the app waits for the visitor: the page is a first view, the screen is a touch screen
 * (no hover: a phone or a tablet, where the start costs most) and nobody is signed in here.
 */
export function waitsForVisitor(view: Element | null): view is HTMLElement {
  return Boolean(view) && window.matchMedia("(hover: none)").matches && !seemsSignedIn();
}

/**
 * The event the app sends once its first render is on the page and its effects have run (start.tsx):
 * a value handed over sooner would be reset by the app's own first effects (a field set from the URL).
 */
export const APP_STARTED = "bastion:app-started";

/** What starts the app: any way of acting on the page (a scroll on a phone is a touch). */
const ACTS = ["pointerdown", "touchstart", "keydown", "focusin", "wheel"] as const;

/**
 * The app's control that stands for `element` of the first view: the one it names, or for a link the
 * app's link to the same address (a keyboard's place is kept).
 */
function counterpart(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement)) return null;
  const selector = element.dataset.replay;
  if (selector) return document.querySelector<HTMLElement>(selector);
  const href = element instanceof HTMLAnchorElement ? element.getAttribute("href") : null;
  if (!href) return null;
  return (
    [...document.querySelectorAll<HTMLElement>("#root a[href]")].find((link) => link.getAttribute("href") === href) ??
    null
  );
}

/** Gives the app's field what was typed (`text`) or chosen in the first view's, as if typed there. */
function carryValue(from: Element, to: HTMLElement, text: string) {
  if (from instanceof HTMLInputElement && to instanceof HTMLInputElement && text) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(to, text);
    to.dispatchEvent(new Event("input", { bubbles: true }));
  } else if (from instanceof HTMLSelectElement && to instanceof HTMLSelectElement && from.value !== to.value) {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set?.call(to, from.value);
    to.dispatchEvent(new Event("change", { bubbles: true }));
  }
}

/**
 * Keeps the server's first view as the page (live: no longer inert or hidden), and calls `start` the
 * first time the visitor acts. When the app's first render has replaced it, the button the visitor
 * pressed meanwhile is pressed in the app, and the field they were in is focused there, with its text.
 */
export function keepFirstView(view: HTMLElement, start: () => void): void {
  view.removeAttribute("inert");
  view.removeAttribute("aria-hidden");
  let pressed: Element | null = null;
  let focused: Element | null = null;
  const onClick = (event: Event) => {
    if (event.target instanceof Element) pressed = event.target.closest("button[data-replay]");
  };
  const onFocus = (event: Event) => {
    if (event.target instanceof Element && view.contains(event.target)) focused = event.target;
  };
  view.addEventListener("click", onClick);
  document.addEventListener("focusin", onFocus);

  // Between the app's first render (the field is gone) and its effects (the app's field set from the
  // URL), what is typed is kept here, then handed over with the rest: no key is lost on the way.
  let text: string | undefined;
  let submitted = false;
  const onKey = (event: KeyboardEvent) => {
    if (text === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key.length === 1) text += event.key;
    else if (event.key === "Backspace") text = text.slice(0, -1);
    else if (event.key === "Enter") submitted = true;
    else return;
    event.preventDefault();
  };
  const root = view.parentElement;
  if (root)
    new MutationObserver((_records, observer) => {
      if (view.isConnected) return;
      observer.disconnect();
      if (focused instanceof HTMLInputElement) {
        text = focused.value;
        window.addEventListener("keydown", onKey, true);
      }
    }).observe(root, { childList: true });

  /** Focuses the app's field for the one the visitor was in, with its text; false while it is not there yet. */
  const handField = (from: Element) => {
    const field = counterpart(from);
    if (!field) return false;
    window.removeEventListener("keydown", onKey, true);
    // The visitor may have moved on in the app already: their place there is not taken from them.
    if (document.activeElement === document.body || document.activeElement === null) {
      field.focus();
      carryValue(from, field, text ?? (from instanceof HTMLInputElement ? from.value : ""));
      // Enter pressed meanwhile sends the app's form, once the app has seen the text.
      const form = field.closest("form");
      if (submitted && form) window.setTimeout(() => form.requestSubmit());
    }
    return true;
  };
  const takeOver = () => {
    document.removeEventListener("focusin", onFocus);
    counterpart(pressed)?.click();
    const from = focused;
    if (!from || handField(from)) return;
    // The page's part with the field may come in a later render (its code or words still loading).
    const stop = () => {
      observer.disconnect();
      window.removeEventListener("keydown", onKey, true);
      document.removeEventListener("focusin", stop);
    };
    const observer = new MutationObserver(() => {
      if (handField(from)) stop();
    });
    observer.observe(view.ownerDocument.body, { childList: true, subtree: true });
    // The visitor chose another place meanwhile, or the field never comes: their keys are theirs again.
    document.addEventListener("focusin", stop);
    window.setTimeout(stop, 10_000);
  };
  window.addEventListener(APP_STARTED, takeOver, { once: true });

  let started = false;
  const act = () => {
    if (started) return;
    started = true;
    for (const name of ACTS) window.removeEventListener(name, act, true);
    start();
  };
  for (const name of ACTS) window.addEventListener(name, act, { capture: true, passive: true });
  // Live data drawn by the server (the game server's status) is due again then: the app refreshes it.
  const after = Number(view.dataset.startAfter);
  if (after > 0) window.setTimeout(act, after);
}
