import { API_PATHS, type GroupNames } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { menuKeys } from "./keys";

export const getGroups = (signal?: AbortSignal) => api<GroupNames>(API_PATHS.admin.groups, { signal });

/** Every group there is, for an item's "Chosen groups". */
export const groupsQuery = () =>
  queryOptions({ queryKey: menuKeys.groups(), queryFn: ({ signal }) => getGroups(signal) });

export const useGroups = () => useQuery(groupsQuery());
