import { z } from "zod";
import { msg } from "../i18n/messages";
import { DOWNLOADS_MAX_FILES_PER_UPLOAD } from "./constants";
import { type NameKind, nameProblem, normaliseName } from "./names";

/** Longer than any name can be; refused before the name is normalised or checked. */
const RAW_NAME_MAX = 1024;

/**
 * A name as a request carries it: NFC-normalised, then held to the downloads name rule (names.ts).
 * `isNew` for names being created or renamed (the 32-character folder limit).
 */
function nameField(kind: NameKind, options: { isNew?: boolean } = {}) {
  const blank = kind === "folder" ? msg("Folder name cannot be blank.") : msg("File name cannot be blank.");
  return z
    .string({ error: blank })
    .max(RAW_NAME_MAX, msg("The name is far too long."))
    .transform(normaliseName)
    .superRefine((name, context) => {
      const problem = nameProblem(name, kind, options);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });
}

/** An optional query or form value: absent or "" both mean "not given". */
const optionalName = (kind: NameKind) =>
  z.preprocess((value) => (value === "" ? undefined : value), nameField(kind).optional());

export const folderRefSchema = nameField("folder");
export const newFolderNameSchema = nameField("folder", { isNew: true });
export const fileNameSchema = nameField("file");

/** POST /files/api/create/folder/ */
export const createFolderBodySchema = z.object({ folder_name: newFolderNameSchema });
/** POST /files/api/modify/folder/ */
export const modifyFolderBodySchema = z.object({ folder: folderRefSchema, new_folder_name: newFolderNameSchema });
/** DELETE /files/api/delete/folder/?folder= */
export const folderQuerySchema = z.object({ folder: folderRefSchema });
/** GET /files/api/get/subfolders/{folder}/ */
export const folderParamsSchema = z.object({ folder: folderRefSchema });
/** POST /files/api/create/subfolder/ */
export const createSubfolderBodySchema = z.object({
  folder_name: folderRefSchema,
  subfolder_name: newFolderNameSchema,
});
/** POST /files/api/modify/subfolder/ */
export const modifySubfolderBodySchema = z.object({
  folder: folderRefSchema,
  subfolder: folderRefSchema,
  new_folder_name: newFolderNameSchema,
});
/** The zip, files and delete-subfolder paths: /{folder}/{subfolder}/ */
export const subfolderParamsSchema = z.object({ folder: folderRefSchema, subfolder: folderRefSchema });
/** GET /files/api/download/file/ and DELETE /files/api/delete/file/: ?folder&subfolder&file */
export const fileQuerySchema = z.object({
  folder: folderRefSchema,
  subfolder: optionalName("folder"),
  file: fileNameSchema,
});
export type FileQuery = z.infer<typeof fileQuerySchema>;

/** The multipart fields of POST /files/api/upload/ (before or after the files; "" for no subfolder). */
export const uploadFieldsSchema = z.object({ folder: folderRefSchema, subfolder: optionalName("folder") });
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** POST /files/api/upload/verify/: names and sizes are judged per file by the server. */
export const uploadVerifyBodySchema = z.object({
  file_sizes: z
    .record(
      z.string().max(RAW_NAME_MAX, msg("The name is far too long.")),
      z
        .number()
        .int()
        .min(0)
        .max(2 ** 53 - 1),
    )
    .refine((sizes) => Object.keys(sizes).length > 0, msg("Choose at least one file."))
    .refine(
      (sizes) => Object.keys(sizes).length <= DOWNLOADS_MAX_FILES_PER_UPLOAD,
      msg("Upload at most {max} files at once.", { max: DOWNLOADS_MAX_FILES_PER_UPLOAD }),
    ),
  file_size_total: z
    .number()
    .int()
    .min(0)
    .max(2 ** 53 - 1),
  folder: folderRefSchema,
  subfolder: optionalName("folder"),
});
export type UploadVerifyBody = z.infer<typeof uploadVerifyBodySchema>;

const modified = z.string();

/** Spec §3 Download folder: counts of its subfolders and files. */
export const downloadFolderSchema = z.object({
  name: z.string(),
  modified,
  subdirectories: z.number().int(),
  files: z.number().int(),
});
export type DownloadFolder = z.infer<typeof downloadFolderSchema>;

export const downloadSubfolderSchema = z.object({ name: z.string(), modified });
export type DownloadSubfolder = z.infer<typeof downloadSubfolderSchema>;

export const downloadFileSchema = z.object({ name: z.string(), size: z.number().int(), modified });
export type DownloadFile = z.infer<typeof downloadFileSchema>;

/** GET /files/api/downloads/ */
export const downloadFoldersResponseSchema = z.object({ folders: z.array(downloadFolderSchema) });
export type DownloadFoldersResponse = z.infer<typeof downloadFoldersResponseSchema>;

/** GET /files/api/get/subfolders/{folder}/ */
export const folderContentsResponseSchema = z.object({
  subfolders: z.array(downloadSubfolderSchema),
  files: z.array(downloadFileSchema),
});
export type FolderContentsResponse = z.infer<typeof folderContentsResponseSchema>;

/** GET /files/api/files/get/subfolder/{folder}/{subfolder}/ */
export const subfolderFilesResponseSchema = z.object({ files: z.array(downloadFileSchema) });
export type SubfolderFilesResponse = z.infer<typeof subfolderFilesResponseSchema>;

/** The create and modify answers: the folder's name as stored. */
export const folderSavedResponseSchema = z.object({ message: z.string(), folder_name: z.string() });
export type FolderSavedResponse = z.infer<typeof folderSavedResponseSchema>;

/** POST /files/api/upload/: the files now in place. */
export const uploadResponseSchema = z.object({ message: z.string(), files: z.array(downloadFileSchema) });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
