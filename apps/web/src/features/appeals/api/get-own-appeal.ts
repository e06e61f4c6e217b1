import { API_PATHS, apiPath, type OwnAppeal } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { appealKeys } from "./keys";

/** The caller's newest appeal of a punishment, or null (the create page shows an open one instead of its form). */
export const getOwnAppeal = (punishmentId: number, signal?: AbortSignal) =>
  api<OwnAppeal>(apiPath(API_PATHS.appeals.forPunishment, { id: punishmentId }), { signal });

export const ownAppealQuery = (punishmentId: number) =>
  queryOptions({
    queryKey: appealKeys.own(punishmentId),
    queryFn: ({ signal }) => getOwnAppeal(punishmentId, signal),
    enabled: punishmentId > 0,
    staleTime: 0,
  });

export const useOwnAppeal = (punishmentId: number) => useQuery(ownAppealQuery(punishmentId));
