import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** The contact form. */
export const contactRoutes: RouteObject[] = [
  {
    path: "contact-us",
    handle: { title: "contact.title" },
    ...lazyPage(
      () => import("./components/contact-page"),
      (m) => m.ContactPage,
      ["contact"],
    ),
  },
];
