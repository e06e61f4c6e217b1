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
          ["admin"],
        ),
        children: [
          {
            index: true,
            handle: { title: "admin.title.overview" },
            ...lazyPage(
              () => import("./components/overview-page"),
              (m) => m.OverviewPage,
              ["admin"],
            ),
          },
          {
            path: "people",
            handle: { title: "admin.title.people" },
            ...lazyPage(
              () => import("./components/people-page"),
              (m) => m.PeoplePage,
              ["admin"],
            ),
          },
          {
            path: "people/:id",
            handle: { title: "admin.title.person" },
            ...lazyPage(
              () => import("./components/person-page"),
              (m) => m.PersonPage,
              ["admin", "minecraft-link"],
            ),
          },
          {
            path: "contact",
            handle: { title: "admin.title.contact" },
            ...lazyPage(
              () => import("./components/contact-inbox-page"),
              (m) => m.ContactInboxPage,
              ["admin"],
            ),
          },
          {
            path: "audit",
            handle: { title: "admin.title.audit" },
            ...lazyPage(
              () => import("./components/audit-log-page"),
              (m) => m.AuditLogPage,
              ["admin", "admin-audit"],
            ),
          },
          {
            path: "settings",
            handle: { title: "admin.title.settings" },
            ...lazyPage(
              () => import("./components/settings-page"),
              (m) => m.SettingsPage,
              ["admin", "minecraft-link"],
            ),
          },
          {
            path: "home",
            handle: { title: "admin.title.home" },
            ...lazyPage(
              () => import("./components/home-editor-page"),
              (m) => m.HomeEditorPage,
              ["admin"],
            ),
          },
          {
            path: "look",
            handle: { title: "admin.title.look" },
            ...lazyPage(
              () => import("./components/look-page"),
              (m) => m.LookPage,
              ["admin", "admin-look"],
            ),
          },
          ...sections,
        ],
      },
    ],
  },
];
