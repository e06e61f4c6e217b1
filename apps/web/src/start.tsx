import { StrictMode, startTransition, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { App, router } from "./app/app";
import { APP_STARTED } from "./lib/first-view";
import { i18n, loadNamespaces, pageLocale } from "./lib/i18n";

/** The words on every page (navbar, footer, alerts, the navbar's own menu items): in before the first paint. */
const SHELL_NAMESPACES = ["common", "menus-nav"];

/**
 * Resolves once the router has its first page: the page's lazy code and its words (lazyPage). Until
 * then the page the server sent shows its skeleton, which the first render replaces at once.
 */
const firstPage = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** Resolves once the app's whole stylesheet is in (the page shows only its skeleton's part before). */
const stylesIn = () =>
  Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>("link[data-app-styles]")].map(
      (link) =>
        new Promise<void>((resolve) => {
          if (link.sheet) return resolve();
          link.addEventListener("load", () => resolve(), { once: true });
          // Without it the page still works, plainer: not worth a blank page.
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  );

/**
 * Rendered after the app: its effect runs after every effect of the app's first render, and tells
 * the page the app has taken over (lib/first-view.ts hands it what the visitor did before).
 */
function Started() {
  useEffect(() => {
    window.dispatchEvent(new Event(APP_STARTED));
  }, []);
  return null;
}

const root = document.getElementById("root");
if (root) {
  // The words of the shell (navbar, footer, alerts) in the page's language before the first paint:
  // the server chose it (<html lang>), so the first paint is never English then something else.
  const locale = pageLocale();
  // The first render replaces the server's skeleton (issue 33). As a transition, React renders the
  // page in slices, yielding to the browser between them, rather than in one long task.
  const render = () =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
          <Started />
        </StrictMode>,
      ),
    );
  Promise.all([loadNamespaces(locale, SHELL_NAMESPACES), firstPage(), stylesIn()]).then(
    () => {
      i18n.activate(locale);
      render();
    },
    () => {
      // A catalogue that could not load: the page still works, in English.
      loadNamespaces("en", SHELL_NAMESPACES).finally(() => {
        i18n.activate("en");
        render();
      });
    },
  );
}
