import { API_PATHS, type AppealList } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type AppealScope, appealKeys } from "./keys";

export const getAppeals = (scope: AppealScope, isOpen: boolean, page: number, signal?: AbortSignal) =>
  api<AppealList>(scope === "admin" ? API_PATHS.appeals.listAdmin : API_PATHS.appeals.list, {
    query: { is_open: isOpen, page },
    signal,
  });

export const appealsQuery = (scope: AppealScope, isOpen: boolean, page: number) =>
  queryOptions({
    queryKey: appealKeys.list(scope, isOpen, page),
    queryFn: ({ signal }) => getAppeals(scope, isOpen, page, signal),
    // Statuses change while a person waits for an answer: always check on visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAppeals = (scope: AppealScope, isOpen: boolean, page: number) =>
  useQuery(appealsQuery(scope, isOpen, page));
