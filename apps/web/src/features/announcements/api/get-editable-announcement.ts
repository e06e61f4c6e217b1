import { type AnnouncementEditable, API_PATHS, apiPath } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { announcementKeys } from "./keys";

export const getEditableAnnouncement = (id: number, signal?: AbortSignal) =>
  api<AnnouncementEditable>(apiPath(API_PATHS.announcements.edit, { id }), { signal });

export const editableAnnouncementQuery = (id: number) =>
  queryOptions({
    queryKey: announcementKeys.editable(id),
    queryFn: ({ signal }) => getEditableAnnouncement(id, signal),
    enabled: id > 0,
    // The form starts from what is stored now, not from a copy read earlier.
    staleTime: 0,
    gcTime: 0,
  });

export const useEditableAnnouncement = (id: number) => useQuery(editableAnnouncementQuery(id));
