import type { FolderSavedResponse } from "@bastion/shared";
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
    ? api<FolderSavedResponse>("/files/api/modify/folder/", {
        method: "POST",
        body: { folder: name, new_folder_name: newName },
      })
    : api<FolderSavedResponse>("/files/api/modify/subfolder/", {
        method: "POST",
        body: { folder: parent, subfolder: name, new_folder_name: newName },
      });

export function useRenameFolder() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: renameFolder, onSuccess: refresh });
}
