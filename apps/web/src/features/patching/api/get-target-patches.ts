import { API_PATHS, apiPath, type TargetPatchesResponse } from "@bastion/shared";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { patchingKeys } from "./keys";

export const getTargetPatches = (targetId: number, page: number, signal?: AbortSignal) =>
  api<TargetPatchesResponse>(apiPath(API_PATHS.patching.targetPatches, { id: targetId }), { query: { page }, signal });

export const targetPatchesQuery = (targetId: number, page: number) =>
  queryOptions({
    queryKey: patchingKeys.patches(targetId, page),
    queryFn: ({ signal }) => getTargetPatches(targetId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useTargetPatches = (targetId: number | undefined, page: number) =>
  useQuery({ ...targetPatchesQuery(targetId ?? 0, page), enabled: targetId !== undefined });
