import { msg } from "../i18n/messages";
/** Spec §8 Downloads, word for word. */
export const DOWNLOADS_MESSAGES = {
  fetchFailed: msg("An error occurred while fetching folder info."),
  deleteFolderFailed: msg("An error occurred while attempting to delete the folder."),
  uploadFailed: msg("An error occurred while attempting to upload the files."),
  downloadFailed: msg("An error occurred while attempting to download the file."),
  zipFailed: msg("An error occurred while downloading zip file."),
  emptyZip: msg("The requested folder does not contain any files or directories to zip."),
  downloadBusy: msg("File is currently downloading, cannot request another."),
  blankFolderName: msg("Folder name cannot be blank."),
  uploadCanceled: msg("File upload canceled."),
  modified: "Successfully modified",
} as const;

/** 'Failed to download file or zip file. Status: {code}.' */
export const downloadStatusMessage = (status: number) => `Failed to download file or zip file. Status: ${status}.`;

/** Files one upload may carry. */
export const DOWNLOADS_MAX_FILES_PER_UPLOAD = 100;

/** The extension in lower case, without the dot ("" when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
