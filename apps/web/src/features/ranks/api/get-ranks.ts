import { API_PATHS, type RankList } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { rankKeys } from "./keys";

export const getRanks = (signal?: AbortSignal) => api<RankList>(API_PATHS.ranks.list, { signal });

export const ranksQuery = () => queryOptions({ queryKey: rankKeys.list(), queryFn: ({ signal }) => getRanks(signal) });

export const useRanks = () => useQuery(ranksQuery());
