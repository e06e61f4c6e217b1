import { GROUPS, PERMISSIONS, type Requirement } from "../permissions";

/**
 * Who may open the downloads area (spec §6): the `downloads` group (the side panel's link) or the
 * `downloads` permission, held directly or through a group; `downloads.modify` implies reading.
 * The owner passes every check.
 */
export const DOWNLOADS_READ: Requirement = {
  anyOf: [
    { group: GROUPS.downloads },
    { permission: PERMISSIONS.downloads },
    { permission: PERMISSIONS.downloadsModify },
  ],
};

/** Folder create, rename and delete, upload and file delete (spec §6). */
export const DOWNLOADS_MODIFY: Requirement = { permission: PERMISSIONS.downloadsModify };

/** Spec §8 Downloads, word for word. */
export const DOWNLOADS_MESSAGES = {
  fetchFailed: "An error occurred while fetching folder info.",
  deleteFolderFailed: "An error occurred while attempting to delete the folder.",
  uploadFailed: "An error occurred while attempting to upload the files.",
  downloadFailed: "An error occurred while attempting to download the file.",
  zipFailed: "An error occurred while downloading zip file.",
  emptyZip: "The requested folder does not contain any files or directories to zip.",
  downloadBusy: "File is currently downloading, cannot request another.",
  blankFolderName: "Folder name cannot be blank.",
  uploadCanceled: "File upload canceled.",
  modified: "Successfully modified",
} as const;

/** 'Failed to download file or zip file. Status: {code}.' */
export const downloadStatusMessage = (status: number) => `Failed to download file or zip file. Status: ${status}.`;

/** Files one upload may carry. */
export const DOWNLOADS_MAX_FILES_PER_UPLOAD = 100;

/** Types that are compressed already: a zip stores them as they are instead of deflating them again. */
export const COMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set(
  [
    "zip jar war ear apk aab mrpack mcpack mcaddon mcworld mctemplate mca mcr dat nbt schem schematic litematic",
    "gz tgz bz2 tbz xz txz lz lz4 lzma zst 7z rar cab br",
    "png jpg jpeg gif webp avif heic jxl",
    "mp3 mp4 m4a m4v ogg oga ogv opus flac webm mkv mov avi wmv",
    "docx xlsx pptx odt ods odp epub pdf woff woff2",
  ]
    .join(" ")
    .split(" "),
);

/** The extension in lower case, without the dot ("" when there is none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
}
