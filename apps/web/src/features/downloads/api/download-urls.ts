import { API_PATHS, apiPath } from "@bastion/shared";
import type { FileLocation } from "./delete-file";

/** GET /files/api/download/file/?folder&subfolder&file */
export function fileDownloadUrl({ folder, subfolder, file }: FileLocation): string {
  const params = new URLSearchParams({ folder });
  if (subfolder) params.set("subfolder", subfolder);
  params.set("file", file);
  return `${API_PATHS.downloads.downloadFile}?${params}`;
}

/** GET /files/api/zip/subfolder/{folder}/{subfolder}/ */
export const zipDownloadUrl = (folder: string, subfolder: string) =>
  apiPath(API_PATHS.downloads.zipSubfolder, { folder, subfolder });
