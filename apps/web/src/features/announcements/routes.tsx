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
        handle: { title: "announcements.title.list" },
        ...lazyPage(
          () => import("./components/announcement-list-page"),
          (m) => m.AnnouncementListPage,
          ["announcements", "announcements-home"],
        ),
      },
      {
        path: "create",
        handle: { title: "announcements.title.create" },
        element: <RequireAccess requirement={{ permission: PERMISSIONS.announcementsCreate }} />,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import("./components/announcement-editor-pages"),
              (m) => m.CreateAnnouncementPage,
              ["announcements"],
            ),
          },
        ],
      },
      {
        path: "edit/:idFromURL",
        handle: { title: "announcements.title.edit" },
        element: <RequireAuth />,
        children: [
          {
            index: true,
            ...lazyPage(
              () => import("./components/announcement-editor-pages"),
              (m) => m.EditAnnouncementPage,
              ["announcements"],
            ),
          },
        ],
      },
      {
        path: ":idFromURL",
        handle: { title: "announcements.title.detail" },
        ...lazyPage(
          () => import("./components/announcement-detail-page"),
          (m) => m.AnnouncementDetailPage,
          ["announcements", "minecraft-link"],
        ),
      },
    ],
  },
];
