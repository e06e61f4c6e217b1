import { API_PATHS, type PunishedPlayersResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { embeddedData } from "../../../lib/embedded-data";
import { type ListParams, punishmentKeys } from "./keys";

export const getPunishedPlayers = (params: ListParams, signal?: AbortSignal) =>
  api<PunishedPlayersResponse>(API_PATHS.punishments.list, {
    query: { punishment_type: params.type, search_query: params.search || undefined, page: params.page },
    signal,
  });

/**
 * The first page as the server wrote it after the first view it drew from it (plugins/spa-skeleton.ts,
 * issue 33), read once: the app's first render shows the same rows, with no placeholders in between.
 */
const embeddedFirstPage = () => embeddedData<PunishedPlayersResponse>("punished-page", { once: true });

const isFirstPage = ({ type, search, page }: ListParams) => type === "All" && !search && page === 1;

export const punishedPlayersQuery = (params: ListParams) =>
  queryOptions({
    queryKey: punishmentKeys.list(params),
    queryFn: ({ signal }) => getPunishedPlayers(params, signal),
    // As old as the page: asked for again as it shows.
    ...(isFirstPage(params) ? { initialData: embeddedFirstPage, initialDataUpdatedAt: 0 } : {}),
  });

export const usePunishedPlayers = (params: ListParams) => useQuery(punishedPlayersQuery(params));
