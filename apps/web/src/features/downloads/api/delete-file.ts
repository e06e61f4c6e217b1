import { API_PATHS } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshDownloads } from "./invalidate";

export interface FileLocation {
  folder: string;
  subfolder?: string;
  file: string;
}

export const deleteFile = (location: FileLocation) =>
  api<void>(API_PATHS.downloads.deleteFile, { method: "DELETE", query: { ...location } });

export function useDeleteFile() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: deleteFile, onSuccess: refresh });
}
