import { API_PATHS, type FolderSavedResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshDownloads } from "./invalidate";

export interface RenameFolderInput {
  /** The folder a subfolder is in; absent for a top-level folder. */
  parent?: string;
  name: string;
  newName: string;
}

export const renameFolder = ({ parent, name, newName }: RenameFolderInput) =>
  parent === undefined
    ? api<FolderSavedResponse>(API_PATHS.downloads.modifyFolder, {
        method: "POST",
        body: { folder: name, new_folder_name: newName },
      })
    : api<FolderSavedResponse>(API_PATHS.downloads.modifySubfolder, {
        method: "POST",
        body: { folder: parent, subfolder: name, new_folder_name: newName },
      });

export function useRenameFolder() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: renameFolder, onSuccess: refresh });
}
