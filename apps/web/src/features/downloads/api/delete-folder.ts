import { API_PATHS, apiPath } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshDownloads } from "./invalidate";

export interface DeleteFolderInput {
  /** The folder a subfolder is in; absent for a top-level folder. */
  parent?: string;
  name: string;
}

export const deleteFolder = ({ parent, name }: DeleteFolderInput) =>
  parent === undefined
    ? api<void>(API_PATHS.downloads.deleteFolder, { method: "DELETE", query: { folder: name } })
    : api<void>(apiPath(API_PATHS.downloads.deleteSubfolder, { folder: parent, subfolder: name }), {
        method: "DELETE",
      });

export function useDeleteFolder() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: deleteFolder, onSuccess: refresh });
}
