import { API_PATHS, apiPath, type PersonDetail } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { adminKeys } from "./keys";

export const getPerson = (id: number, signal?: AbortSignal) =>
  api<PersonDetail>(apiPath(API_PATHS.admin.person, { id }), { signal });

export const personQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.person(id),
    queryFn: ({ signal }) => getPerson(id, signal),
    staleTime: 0,
    enabled: id > 0,
  });

export const usePerson = (id: number) => useQuery(personQuery(id));
