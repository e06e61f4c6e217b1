import { API_PATHS, apiPath, PATCH_FILE_FIELD, type PatchSavedResponse } from "@bastion/shared";
import { type UploadOptions, uploadWithProgress } from "../../../lib/transfer/upload";

export interface PublishInput {
  targetId: number;
  version: string;
  notes: string;
  makeCurrent: boolean;
  file: File;
}

/** POST /patching/api/targets/{id}/patches/: the text fields first, so a taken version is refused before the file is stored. */
export function publishPatch(input: PublishInput, options: UploadOptions) {
  const form = new FormData();
  form.append("version", input.version);
  form.append("notes", input.notes);
  form.append("make_current", input.makeCurrent ? "true" : "false");
  form.append(PATCH_FILE_FIELD, input.file, input.file.name);
  return uploadWithProgress<PatchSavedResponse>(
    apiPath(API_PATHS.patching.targetPatches, { id: input.targetId }),
    form,
    options,
  );
}
