import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** Custom pages (issue 30): a reader's /p/{slug}/, and the privacy policy (spec §2), which is one of them. */
export const pagesRoutes: RouteObject[] = [
  {
    path: "privacy-policy",
    handle: { title: "Privacy policy" },
    ...lazyPage(
      () => import("./components/privacy-policy-page"),
      (m) => m.PrivacyPolicyPage,
    ),
  },
  {
    path: "p/:slug",
    handle: { title: "Page" },
    ...lazyPage(
      () => import("./components/page-view"),
      (m) => m.PageView,
    ),
  },
];

/**
 * The owner console's section for pages, /admin/pages/: the app puts these inside the console's frame
 * (its owner-only guard and tabs), as the admin feature's own sections are.
 */
export const pagesConsoleRoutes: RouteObject[] = [
  {
    path: "pages",
    handle: { title: "Pages" },
    ...lazyPage(
      () => import("./components/pages-list-page"),
      (m) => m.PagesListPage,
    ),
  },
  {
    path: "pages/new",
    handle: { title: "New page" },
    ...lazyPage(
      () => import("./components/page-editor-pages"),
      (m) => m.NewPagePage,
    ),
  },
  {
    path: "pages/:id",
    handle: { title: "Edit page" },
    ...lazyPage(
      () => import("./components/page-editor-pages"),
      (m) => m.EditPagePage,
    ),
  },
  {
    path: "pages/:id/revisions/:revision",
    handle: { title: "Page revision" },
    ...lazyPage(
      () => import("./components/revision-page"),
      (m) => m.RevisionPage,
    ),
  },
];
