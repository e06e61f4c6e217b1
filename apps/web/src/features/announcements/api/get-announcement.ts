import { type AnnouncementView, API_PATHS, apiPath } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { announcementKeys } from "./keys";

export const getAnnouncement = (id: number, signal?: AbortSignal) =>
  api<AnnouncementView>(apiPath(API_PATHS.announcements.view, { id }), { signal });

export const announcementQuery = (id: number) =>
  queryOptions({
    queryKey: announcementKeys.view(id),
    queryFn: ({ signal }) => getAnnouncement(id, signal),
    enabled: id > 0,
  });

export const useAnnouncement = (id: number) => useQuery(announcementQuery(id));
