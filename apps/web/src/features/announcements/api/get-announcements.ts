import { type AnnouncementList, API_PATHS } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { embeddedData } from "../../../lib/embedded-data";
import { announcementKeys } from "./keys";

export const getAnnouncements = (page: number, signal?: AbortSignal) =>
  api<AnnouncementList>(API_PATHS.announcements.list, { query: { page }, signal });

/**
 * The first page as the server wrote it after the skeleton it drew from it (the home page and the
 * list, plugins/spa-skeleton.ts, issue 33), read once: the first render shows the same cards, with no
 * placeholders in between. A page opened elsewhere has none.
 */
const embeddedFirstPage = () => embeddedData<AnnouncementList>("announcements-page", { once: true });

export const announcementsQuery = (page: number) =>
  queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) => getAnnouncements(page, signal),
    placeholderData: keepPreviousData,
    // As old as the page: asked for again as it shows (a visitor's view: staff get their Create button then).
    ...(page === 1 ? { initialData: embeddedFirstPage, initialDataUpdatedAt: 0 } : {}),
  });

export const useAnnouncements = (page: number) => useQuery(announcementsQuery(page));
