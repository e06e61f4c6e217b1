import { PERMISSIONS } from "@bastion/shared";
import type { RouteObject } from "react-router";
import { RequireAccess, RequireAuth } from "../../components/guards/guards";
import { lazyPage } from "../../components/routing/lazy-page";

/** Announcements: reading is public; creating and editing need the permissions. */
export const announcementsRoutes: RouteObject[] = [
  {
    path: "announcements",
    children: [
      {
        index: true,
        handle: { title: "Announcements" },
        ...lazyPage(
          () => import("./components/announcement-list-page"),
          (m) => m.AnnouncementListPage,
        ),
      },
      {
        path: "create",
        handle: { title: "Create Announcement" },
        element: <RequireAccess requirement={{ permission: PERMISSIONS.announcementsCreate }} />,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import("./components/announcement-editor-pages"),
              (m) => m.CreateAnnouncementPage,
            ),
          },
        ],
      },
      {
        path: "edit/:idFromURL",
        handle: { title: "Edit announcement" },
        element: <RequireAuth />,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import("./components/announcement-editor-pages"),
              (m) => m.EditAnnouncementPage,
            ),
          },
        ],
      },
      {
        path: ":idFromURL",
        handle: { title: "Announcement" },
        ...lazyPage(
          () => import("./components/announcement-detail-page"),
          (m) => m.AnnouncementDetailPage,
        ),
      },
    ],
  },
];
