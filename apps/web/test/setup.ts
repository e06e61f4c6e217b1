import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { resetCsrfToken } from "../src/lib/api-client";
import { i18n, loadNamespaces, namespacesOf } from "../src/lib/i18n";
import { removeFakeWebAuthn } from "./fake-webauthn";

afterEach(() => cleanup());

// Files share a worker's modules and window (vite.config.ts: isolate off), so what one test leaves
// behind is cleared: the CSRF token the API client keeps, the address the last page had, and the
// browser's WebAuthn stand-in (test/fake-webauthn.ts).
beforeEach(() => {
  resetCsrfToken();
  // A test that showed the site in another language leaves it in English for the next.
  if (i18n.locale !== "en") i18n.activate("en");
  document.documentElement.lang = "en";
  document.documentElement.dir = "ltr";
  removeFakeWebAuthn();
  window.history.replaceState(null, "", "/");
});

// findBy*/waitFor wait up to 5 s (not 1 s): a busy CI machine may take that long to load a lazy route.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; react-bootstrap's responsive Navbar and Offcanvas ask it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Every catalogue in English, as a page shows it once its route has loaded (issue 31).
await loadNamespaces("en", namespacesOf("en"));
i18n.activate("en");
