import { API_PATHS, type MessageResponse } from "@bastion/shared";
import { api } from "../../../lib/api-client";

export interface UploadTarget {
  folder: string;
  subfolder?: string;
}

/** POST /files/api/upload/verify/: names, sizes and space checked before any byte is sent. */
export const verifyUpload = (target: UploadTarget, files: readonly File[]) => {
  const file_sizes = Object.fromEntries(files.map((file) => [file.name, file.size]));
  const file_size_total = files.reduce((sum, file) => sum + file.size, 0);
  return api<MessageResponse>(API_PATHS.downloads.verifyUpload, {
    method: "POST",
    body: { file_sizes, file_size_total, ...target },
  });
};
