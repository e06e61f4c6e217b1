import { API_PATHS, type GroupNames } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { pageKeys } from "./keys";

export const getGroups = (signal?: AbortSignal) => api<GroupNames>(API_PATHS.admin.groups, { signal });

/** Every group there is, for the page form's picker. */
export const groupsQuery = () =>
  queryOptions({ queryKey: pageKeys.groups(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQuery());
