import { API_PATHS, apiPath, type OwnAppeal } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { punishmentKeys } from "./keys";

/** The signed-in caller's newest appeal of a punishment, or null: private, so never cached for long. */
export const getOwnAppeal = (punishmentId: number, signal?: AbortSignal) =>
  api<OwnAppeal>(apiPath(API_PATHS.appeals.forPunishment, { id: punishmentId }), { signal });

export const ownAppealQuery = (punishmentId: number, signedIn: boolean) =>
  queryOptions({
    queryKey: punishmentKeys.ownAppeal(punishmentId),
    queryFn: ({ signal }) => getOwnAppeal(punishmentId, signal),
    enabled: signedIn && punishmentId > 0,
    // An appeal made a moment ago elsewhere in the app shows when the page is opened again.
    staleTime: 0,
  });

export const useOwnAppeal = (punishmentId: number, signedIn: boolean) =>
  useQuery(ownAppealQuery(punishmentId, signedIn));
