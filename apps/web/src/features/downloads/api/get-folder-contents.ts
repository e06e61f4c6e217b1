import { API_PATHS, apiPath, type FolderContentsResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadsKeys } from "./keys";

export const getFolderContents = (folder: string, signal?: AbortSignal) =>
  api<FolderContentsResponse>(apiPath(API_PATHS.downloads.folder, { folder }), { signal });

export const folderContentsQuery = (folder: string) =>
  queryOptions({ queryKey: downloadsKeys.folder(folder), queryFn: ({ signal }) => getFolderContents(folder, signal) });

export const useFolderContents = (folder: string) => useQuery(folderContentsQuery(folder));
