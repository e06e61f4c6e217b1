import { API_PATHS, type PunishedPlayersResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type ListParams, punishmentKeys } from "./keys";

export const getPunishedPlayers = (params: ListParams, signal?: AbortSignal) =>
  api<PunishedPlayersResponse>(API_PATHS.punishments.list, {
    query: { punishment_type: params.type, search_query: params.search || undefined, page: params.page },
    signal,
  });

export const punishedPlayersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: punishmentKeys.list(params),
    queryFn: ({ signal }) => getPunishedPlayers(params, signal),
  });

export const usePunishedPlayers = (params: ListParams) => useQuery(punishedPlayersQuery(params));
