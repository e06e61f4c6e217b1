import { API_PATHS, type UploadResponse } from "@bastion/shared";
import { type UploadOptions, uploadWithProgress } from "../../../lib/transfer/upload";
import type { UploadTarget } from "./verify-upload";

/**
 * POST /files/api/upload/: the folder fields first, the subfolder even when empty, so the server
 * can refuse a missing folder or a name already taken before the files' bytes are stored.
 */
export function uploadFiles(target: UploadTarget, files: readonly File[], options: UploadOptions) {
  const form = new FormData();
  form.append("folder", target.folder);
  form.append("subfolder", target.subfolder ?? "");
  for (const file of files) form.append("files", file, file.name);
  return uploadWithProgress<UploadResponse>(API_PATHS.downloads.upload, form, options);
}
