/** The staff download of a patch: a plain link, so the browser's own download manager handles large files. */
export const patchFileUrl = (patchId: number) => `/patching/api/patches/${patchId}/file/`;
