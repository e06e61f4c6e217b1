import { type AnnouncementList, API_PATHS } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { announcementKeys } from "./keys";

export const getAnnouncements = (page: number, signal?: AbortSignal) =>
  api<AnnouncementList>(API_PATHS.announcements.list, { query: { page }, signal });

export const announcementsQuery = (page: number) =>
  queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) => getAnnouncements(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (page: number) => useQuery(announcementsQuery(page));
