import { API_PATHS, type StaffList } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rankKeys } from "./keys";

export const getStaff = (signal?: AbortSignal) => api<StaffList>(API_PATHS.ranks.staff, { signal });

export const staffQuery = () => queryOptions({ queryKey: rankKeys.staff(), queryFn: ({ signal }) => getStaff(signal) });

export const useStaff = () => useQuery(staffQuery());
