import { API_PATHS, apiPath } from "@bastion/shared";
/** The staff download of a patch: a plain link, so the browser's own download manager handles large files. */
export const patchFileUrl = (patchId: number) => apiPath(API_PATHS.patching.patchFile, { id: patchId });
