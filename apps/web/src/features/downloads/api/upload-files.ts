import type { UploadResponse } from "@bastion/shared";
import { type UploadOptions, uploadWithProgress } from "../../../lib/transfer/upload";
import type { UploadTarget } from "./verify-upload";

/** POST /files/api/upload/: the folder fields first (the server reads them before the files). */
export function uploadFiles(target: UploadTarget, files: readonly File[], options: UploadOptions) {
  const form = new FormData();
  form.append("folder", target.folder);
  if (target.subfolder) form.append("subfolder", target.subfolder);
  for (const file of files) form.append("files", file, file.name);
  return uploadWithProgress<UploadResponse>("/files/api/upload/", form, options);
}
