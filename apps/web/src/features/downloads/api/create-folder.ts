import { API_PATHS, type FolderSavedResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshDownloads } from "./invalidate";

export interface CreateFolderInput {
  /** The folder the new one goes in; absent for a top-level folder. */
  parent?: string;
  name: string;
}

export const createFolder = ({ parent, name }: CreateFolderInput) =>
  parent === undefined
    ? api<FolderSavedResponse>(API_PATHS.downloads.createFolder, { method: "POST", body: { folder_name: name } })
    : api<FolderSavedResponse>(API_PATHS.downloads.createSubfolder, {
        method: "POST",
        body: { folder_name: parent, subfolder_name: name },
      });

export function useCreateFolder() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: createFolder, onSuccess: refresh });
}
