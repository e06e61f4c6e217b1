import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_STARTED, keepFirstView, rememberSignedIn, waitsForVisitor } from "./first-view";

// The page the server sent, as plugins/spa-skeleton.ts draws a first view.
const FIRST_VIEW = `<div data-first-view aria-hidden="true" inert>
  <button type="button" class="toggler" data-replay=".app-toggler">Menu</button>
  <input id="search" type="search" data-replay=".app-search">
  <a href="/punished/1/">Steve</a>
</div>`;

/** The app's first render: it replaces the first view, as React's first commit does; its effects run later. */
async function renderApp(onToggle: () => void, meanwhile: () => void = () => undefined) {
  const root = document.getElementById("root");
  if (!root) throw new Error("no root");
  root.innerHTML = `<button type="button" class="app-toggler">Menu</button><input class="app-search">`;
  root.querySelector(".app-toggler")?.addEventListener("click", onToggle);
  // MutationObserver's records are delivered in a microtask.
  await Promise.resolve();
  meanwhile();
  window.dispatchEvent(new Event(APP_STARTED));
}

const press = (key: string) => window.dispatchEvent(new KeyboardEvent("keydown", { key, cancelable: true }));

function setUp() {
  document.body.innerHTML = `<div id="root">${FIRST_VIEW}</div>`;
  const view = document.querySelector<HTMLElement>("[data-first-view]");
  if (!view) throw new Error("no first view");
  return view;
}

/** A first view kept for the app, with `typed` in its search field, which has the focus. */
function typedBeforeTheApp(typed: string) {
  const view = setUp();
  keepFirstView(view, () => undefined);
  const search = view.querySelector<HTMLInputElement>("#search");
  search?.focus();
  if (search) search.value = typed;
  return view;
}

const touchScreen = (touch: boolean) =>
  vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ matches: touch, media: query }) as MediaQueryList);

// Another file's signed-in app may have left the hint (files share a worker's window: isolate: false).
beforeEach(() => rememberSignedIn(false));

afterEach(() => {
  vi.restoreAllMocks();
  rememberSignedIn(false);
  document.body.innerHTML = "";
});

describe("the first view", () => {
  it("waits for the visitor on a touch screen only, and never for a member", () => {
    const view = setUp();
    touchScreen(false);
    expect(waitsForVisitor(view)).toBe(false);
    touchScreen(true);
    expect(waitsForVisitor(view)).toBe(true);
    expect(waitsForVisitor(null)).toBe(false);
    rememberSignedIn(true);
    expect(waitsForVisitor(view)).toBe(false);
  });

  it("is the page until the visitor acts, then starts the app once", () => {
    const view = setUp();
    const start = vi.fn();
    keepFirstView(view, start);
    // Live: people and their tools can use it.
    expect(view.hasAttribute("inert")).toBe(false);
    expect(view.hasAttribute("aria-hidden")).toBe(false);
    expect(start).not.toHaveBeenCalled();
    view.querySelector("a")?.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("hands the app the button pressed and the field typed in before it started, keys typed meanwhile too", async () => {
    const view = typedBeforeTheApp("Ste");
    view.querySelector<HTMLButtonElement>(".toggler")?.click();
    const toggled = vi.fn();
    // Keys typed between the app's first render and its effects, with no field to take them.
    await renderApp(toggled, () => ["v", "x", "Backspace", "e"].forEach(press));
    expect(toggled).toHaveBeenCalledTimes(1);
    const field = document.querySelector<HTMLInputElement>(".app-search");
    expect(document.activeElement).toBe(field);
    expect(field?.value).toBe("Steve");
  });

  it("waits for the app's field when the page's part with it comes in a later render", async () => {
    typedBeforeTheApp("Al");
    const root = document.getElementById("root");
    if (root) root.innerHTML = "<p>Loading</p>";
    await Promise.resolve();
    window.dispatchEvent(new Event(APP_STARTED));
    press("e");
    press("Enter");
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root?.insertAdjacentHTML("beforeend", '<form><input class="app-search"></form>');
    root?.querySelector("form")?.addEventListener("submit", submitted);
    await Promise.resolve();
    const field = document.querySelector<HTMLInputElement>(".app-search");
    expect(document.activeElement).toBe(field);
    expect(field?.value).toBe("Ale");
    // Enter pressed meanwhile sends the app's form once it has the text.
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });

  it("keeps a keyboard's place: a link focused before the app is focused in the app", () => {
    const view = setUp();
    keepFirstView(view, () => undefined);
    view.querySelector("a")?.focus();
    const root = document.getElementById("root");
    if (root) root.innerHTML = `<nav><a href="/">Home</a></nav><a href="/punished/1/">Steve</a>`;
    window.dispatchEvent(new Event(APP_STARTED));
    expect(document.activeElement?.textContent).toBe("Steve");
  });
});
