import type { FileLocation } from "./delete-file";
import { segment } from "./keys";

/** GET /files/api/download/file/?folder&subfolder&file */
export function fileDownloadUrl({ folder, subfolder, file }: FileLocation): string {
  const params = new URLSearchParams({ folder });
  if (subfolder) params.set("subfolder", subfolder);
  params.set("file", file);
  return `/files/api/download/file/?${params}`;
}

/** GET /files/api/zip/subfolder/{folder}/{subfolder}/ */
export const zipDownloadUrl = (folder: string, subfolder: string) =>
  `/files/api/zip/subfolder/${segment(folder)}/${segment(subfolder)}/`;
