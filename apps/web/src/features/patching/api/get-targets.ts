import { API_PATHS, type PatchTargetsResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { patchingKeys } from "./keys";

export const getTargets = (signal?: AbortSignal) => api<PatchTargetsResponse>(API_PATHS.patching.targets, { signal });

export const targetsQuery = () =>
  queryOptions({ queryKey: patchingKeys.targets(), queryFn: ({ signal }) => getTargets(signal) });

export const useTargets = () => useQuery(targetsQuery());
