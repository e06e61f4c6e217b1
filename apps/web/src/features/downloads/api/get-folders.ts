import { API_PATHS, type DownloadFoldersResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadsKeys } from "./keys";

export const getFolders = (signal?: AbortSignal) =>
  api<DownloadFoldersResponse>(API_PATHS.downloads.folders, { signal });

export const foldersQuery = () =>
  queryOptions({ queryKey: downloadsKeys.folders(), queryFn: ({ signal }) => getFolders(signal) });

export const useFolders = () => useQuery(foldersQuery());
