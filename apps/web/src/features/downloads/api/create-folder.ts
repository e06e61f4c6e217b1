import type { FolderSavedResponse } from "@bastion/shared";
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
    ? api<FolderSavedResponse>("/files/api/create/folder/", { method: "POST", body: { folder_name: name } })
    : api<FolderSavedResponse>("/files/api/create/subfolder/", {
        method: "POST",
        body: { folder_name: parent, subfolder_name: name },
      });

export function useCreateFolder() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: createFolder, onSuccess: refresh });
}
