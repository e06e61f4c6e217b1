// The entry: the shell's stylesheets and, once the page the server sent has painted its skeleton,
// the app (start.tsx). The server writes the skeleton's part of the stylesheets into the page and
// links the whole of them without blocking the paint (`media="print"`, plugins/spa-skeleton.ts). The
// app's code is most of a first visit's bytes: asked for after the first paint, it does not hold that
// paint back on a slow connection (issue 33). Where the server sent the page whole (a first view) to
// a phone, the app, and the whole stylesheet with it, waits for the visitor to act (lib/first-view.ts).
import "./styles/bootstrap.scss";
import "./styles/theme.css";
import { keepFirstView, waitsForVisitor } from "./lib/first-view";

const start = () => {
  for (const link of document.querySelectorAll<HTMLLinkElement>("link[data-app-styles]")) link.media = "all";
  void import("./start");
};

requestAnimationFrame(() => {
  setTimeout(() => {
    const view = document.querySelector("[data-first-view]");
    if (waitsForVisitor(view)) keepFirstView(view, start);
    else start();
  });
});
