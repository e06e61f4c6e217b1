import { API_PATHS, apiPath, type SubfolderFilesResponse } from "@bastion/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { downloadsKeys } from "./keys";

export const getSubfolderFiles = (folder: string, subfolder: string, signal?: AbortSignal) =>
  api<SubfolderFilesResponse>(apiPath(API_PATHS.downloads.subfolder, { folder, subfolder }), { signal });

export const subfolderFilesQuery = (folder: string, subfolder: string) =>
  queryOptions({
    queryKey: downloadsKeys.subfolder(folder, subfolder),
    queryFn: ({ signal }) => getSubfolderFiles(folder, subfolder, signal),
  });

/** Loaded only while the files dialog is open. */
export const useSubfolderFiles = (folder: string, subfolder: string | undefined) =>
  useQuery({ ...subfolderFilesQuery(folder, subfolder ?? ""), enabled: subfolder !== undefined });
