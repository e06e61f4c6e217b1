import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshDownloads } from "./invalidate";

export interface FileLocation {
  folder: string;
  subfolder?: string;
  file: string;
}

export const deleteFile = (location: FileLocation) =>
  api<void>("/files/api/delete/file/", { method: "DELETE", query: { ...location } });

export function useDeleteFile() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: deleteFile, onSuccess: refresh });
}
