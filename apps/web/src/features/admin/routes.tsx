import { GROUPS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/**
 * The owner console, /admin/ (issue 14): the owner group only; others get the 403 page, visitors the
 * sign-in one. `sections` are other features' console pages (custom pages), composed by the app.
 */
export const adminRoutes = (sections: RouteObject[] = []): RouteObject[] => [
  {
    path: "admin",
    element: <RequireAccess requirement={{ group: GROUPS.owner }} />,
    children: [
      {
        ...lazyPage(
          () => import("./components/admin-layout"),
          (m) => m.AdminLayout,
        ),
        children: [
          {
            index: true,
            handle: { title: "Admin Page" },
            ...lazyPage(
              () => import("./components/overview-page"),
              (m) => m.OverviewPage,
            ),
          },
          {
            path: "people",
            handle: { title: "People" },
            ...lazyPage(
              () => import("./components/people-page"),
              (m) => m.PeoplePage,
            ),
          },
          {
            path: "people/:id",
            handle: { title: "Person" },
            ...lazyPage(
              () => import("./components/person-page"),
              (m) => m.PersonPage,
            ),
          },
          {
            path: "contact",
            handle: { title: "Contact inbox" },
            ...lazyPage(
              () => import("./components/contact-inbox-page"),
              (m) => m.ContactInboxPage,
            ),
          },
          {
            path: "audit",
            handle: { title: "Audit log" },
            ...lazyPage(
              () => import("./components/audit-log-page"),
              (m) => m.AuditLogPage,
            ),
          },
          {
            path: "settings",
            handle: { title: "Settings" },
            ...lazyPage(
              () => import("./components/settings-page"),
              (m) => m.SettingsPage,
            ),
          },
          {
            path: "home",
            handle: { title: "Home page" },
            ...lazyPage(
              () => import("./components/home-editor-page"),
              (m) => m.HomeEditorPage,
            ),
          },
          {
            path: "look",
            handle: { title: "Look" },
            ...lazyPage(
              () => import("./components/look-page"),
              (m) => m.LookPage,
            ),
          },
          ...sections,
        ],
      },
    ],
  },
];
