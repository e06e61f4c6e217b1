import { API_PATHS, type ContactInbox } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const getContactInbox = (page: number, signal?: AbortSignal) =>
  api<ContactInbox>(API_PATHS.admin.contactInbox, { query: { page }, signal });

export const contactInboxQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.inboxPage(page),
    queryFn: ({ signal }) => getContactInbox(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useContactInbox = (page: number) => useQuery(contactInboxQuery(page));
