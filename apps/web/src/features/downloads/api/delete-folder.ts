import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshDownloads } from "./invalidate";
import { segment } from "./keys";

export interface DeleteFolderInput {
  /** The folder a subfolder is in; absent for a top-level folder. */
  parent?: string;
  name: string;
}

export const deleteFolder = ({ parent, name }: DeleteFolderInput) =>
  parent === undefined
    ? api<void>("/files/api/delete/folder/", { method: "DELETE", query: { folder: name } })
    : api<void>(`/files/api/delete/subfolder/${segment(parent)}/${segment(name)}/`, { method: "DELETE" });

export function useDeleteFolder() {
  const refresh = useRefreshDownloads();
  return useMutation({ mutationFn: deleteFolder, onSuccess: refresh });
}
