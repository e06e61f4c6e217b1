import { API_PATHS, type PeopleList } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys, type PeopleParams } from "./keys";

export const getPeople = (params: PeopleParams, signal?: AbortSignal) =>
  api<PeopleList>(API_PATHS.admin.people, {
    query: {
      search: params.search || undefined,
      group: params.group || undefined,
      unverified: params.unverified || undefined,
      deactivated: params.deactivated || undefined,
      page: params.page,
    },
    signal,
  });

export const peopleQuery = (params: PeopleParams) =>
  queryOptions({
    queryKey: adminKeys.peopleList(params),
    queryFn: ({ signal }) => getPeople(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePeople = (params: PeopleParams) => useQuery(peopleQuery(params));
