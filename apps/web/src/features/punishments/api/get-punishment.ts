import { API_PATHS, apiPath, type PunishmentDetail } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { punishmentKeys } from "./keys";

export const getPunishment = (id: number, signal?: AbortSignal) =>
  api<PunishmentDetail>(apiPath(API_PATHS.punishments.inspect, { id }), { signal });

export const punishmentQuery = (id: number) =>
  queryOptions({
    queryKey: punishmentKeys.detail(id),
    queryFn: ({ signal }) => getPunishment(id, signal),
    enabled: id > 0,
  });

export const usePunishment = (id: number) => useQuery(punishmentQuery(id));
