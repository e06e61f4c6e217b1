import type { RouteObject } from "react-router";
import { lazyPage } from "../../components/routing/lazy-page";

/** Custom pages (issue 30): a reader's /p/{slug}/, and the privacy policy (spec §2), which is one of them. */
export const pagesRoutes: RouteObject[] = [
  {
    path: "privacy-policy",
    handle: { title: "pages.title.privacyPolicy" },
    ...lazyPage(
      () => import("./components/privacy-policy-page"),
      (m) => m.PrivacyPolicyPage,
      ["pages"],
    ),
  },
  {
    path: "p/:slug",
    handle: { title: "pages.title.page" },
    ...lazyPage(
      () => import("./components/page-view"),
      (m) => m.PageView,
      ["pages"],
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
    handle: { title: "pages.title.list" },
    ...lazyPage(
      () => import("./components/pages-list-page"),
      (m) => m.PagesListPage,
      ["pages"],
    ),
  },
  {
    path: "pages/new",
    handle: { title: "pages.title.new" },
    ...lazyPage(
      () => import("./components/page-editor-pages"),
      (m) => m.NewPagePage,
      ["pages"],
    ),
  },
  {
    path: "pages/:id",
    handle: { title: "pages.title.edit" },
    ...lazyPage(
      () => import("./components/page-editor-pages"),
      (m) => m.EditPagePage,
      ["pages"],
    ),
  },
  {
    path: "pages/:id/revisions/:revision",
    handle: { title: "pages.title.revision" },
    ...lazyPage(
      () => import("./components/revision-page"),
      (m) => m.RevisionPage,
      ["pages"],
    ),
  },
];
