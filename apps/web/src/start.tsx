import "./styles/bootstrap.scss";
import "./styles/theme.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { i18n, loadNamespaces, pageLocale } from "./lib/i18n";

/** The words on every page (navbar, footer, alerts, the navbar's own menu items): in before the first paint. */
const SHELL_NAMESPACES = ["common", "menus-nav"];

const root = document.getElementById("root");
if (root) {
  // The words of the shell (navbar, footer, alerts) in the page's language before the first paint:
  // the server chose it (<html lang>), so the first paint is never English then something else.
  const locale = pageLocale();
  const render = () =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  loadNamespaces(locale, SHELL_NAMESPACES).then(
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
