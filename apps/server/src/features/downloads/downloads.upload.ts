import { basename } from "node:path";
import {
  DOWNLOADS_MAX_FILES_PER_UPLOAD,
  type DownloadFile,
  type FieldErrors,
  msg,
  nameProblem,
  normaliseName,
  SIZE_LIMITS,
  type UploadFields,
  type UploadVerifyBody,
  uploadFieldsSchema,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { freeBytes, OUT_OF_DISK } from "../../lib/disk-full";
import { badRequest, conflict, fieldErrorsOf, HttpError, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { streamMultipartToDisk } from "../../lib/multipart-to-disk";
import { entryPath, lstatOrNothing, requireFolder } from "./downloads.storage";

// Uploads are checked first (verify: names, sizes, free space, names already taken) so a person
// learns before sending gigabytes; the upload itself checks everything again while it streams,
// since the disk may have changed in between.

const MB = 1024 * 1024;
/** Multipart framing around the files: part headers, the folder fields, boundaries. */
const FORM_OVERHEAD_BYTES = 1 * MB;

export interface UploadLimits {
  maxFileBytes: number;
  maxUploadBytes: number;
}

export const uploadLimits = (config: Config): UploadLimits => ({
  maxFileBytes: config.DOWNLOADS_MAX_FILE_MB * MB,
  maxUploadBytes: config.DOWNLOADS_MAX_UPLOAD_MB * MB,
});

const foldersOf = (fields: { folder: string; subfolder?: string }) =>
  fields.subfolder ? [fields.folder, fields.subfolder] : [fields.folder];

const fileTooLarge = (name: string, limits: UploadLimits) => SIZE_LIMITS.fileLargerThan(name, limits.maxFileBytes);
const uploadTooLarge = (limits: UploadLimits) => SIZE_LIMITS.uploadLargerThan(limits.maxUploadBytes);
const alreadyThere = (name: string, where: string) =>
  msgWith("A file named {name} already exists in {where}.", { name, where });

/** The status of several problems: the one a person must fix first. */
const PRIORITY = [400, 413, 409, 507];

/**
 * POST /files/api/upload/verify/: every problem at once, per file under `file_sizes.<name>`.
 * Answers 400 for bad names or totals, 413 over a limit, 409 for names already taken, 507 when
 * the disk has no room; nothing when all is well.
 */
export async function verifyUpload(root: string, limits: UploadLimits, body: UploadVerifyBody): Promise<void> {
  const folders = foldersOf(body);
  await requireFolder(root, ...folders);
  const errors: FieldErrors = {};
  const statuses = new Set<number>();
  const add = (key: string, message: string, status: number) => {
    errors[key] = [...(errors[key] ?? []), message];
    statuses.add(status);
  };
  const seen = new Set<string>();
  let sum = 0;
  for (const [sent, size] of Object.entries(body.file_sizes)) {
    const key = `file_sizes.${sent}`;
    const name = normaliseName(sent);
    const problem = nameProblem(name, "file");
    sum += size;
    if (problem) {
      add(key, problem, 400);
      continue;
    }
    if (seen.has(name)) add(key, `${name} is chosen twice.`, 400);
    seen.add(name);
    if (size > limits.maxFileBytes) add(key, fileTooLarge(name, limits), 413);
    if (await lstatOrNothing(entryPath(root, ...folders, name))) add(key, alreadyThere(name, folders.join("/")), 409);
  }
  if (sum !== body.file_size_total)
    add("file_size_total", msg("The total does not match the sizes of the files."), 400);
  if (sum > limits.maxUploadBytes) add("file_size_total", uploadTooLarge(limits), 413);
  else if (sum > (await freeBytes(root))) add("file_size_total", OUT_OF_DISK, 507);
  if (statuses.size === 0) return;
  const status = PRIORITY.find((one) => statuses.has(one)) ?? 400;
  const messages = Object.values(errors).flat();
  const message = messages.length === 1 ? (messages[0] ?? "") : `${messages.length} problems: see each file.`;
  throw new HttpError(status, message, errors);
}

function parseFields(fields: Record<string, unknown>): UploadFields {
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error.issues);
  throw validation(errors, Object.values(errors).flat()[0]);
}

/** A file's name, held to the name rule and sent once (every file part is checked as it begins). */
function checkName(filename: string, seen: Set<string>): string {
  const name = normaliseName(filename);
  const problem = nameProblem(name, "file");
  if (problem) throw validation({ files: [`${filename}: ${problem}`] }, problem);
  if (seen.has(name)) throw badRequest(msgWith("{name} is sent twice.", { name }));
  seen.add(name);
  return name;
}

/** The target of a file, refused with 409 when the name is taken (the link checks again, atomically). */
async function freeTarget(root: string, folders: string[], name: string): Promise<string> {
  const path = entryPath(root, ...folders, name);
  const message = alreadyThere(name, folders.join("/"));
  if (await lstatOrNothing(path)) throw conflict(message, { files: [message] });
  return path;
}

/**
 * POST /files/api/upload/: multipart with `files`, `folder` and an optional `subfolder`, in any
 * order. Each file streams to a temporary file in the downloads root and appears only when the
 * whole upload has arrived (lib/multipart-to-disk.ts). Fields sent before a file are judged as it
 * begins, so its bytes are never stored for a bad or missing folder, nor, once the subfolder field
 * has come too (the web app sends it empty for none), for a name already taken; the rest is judged
 * when the body is in.
 */
export async function receiveUpload(
  request: FastifyRequest,
  root: string,
  limits: UploadLimits,
): Promise<{ folders: string[]; files: DownloadFile[] }> {
  const declared = Number(request.headers["content-length"]);
  if (declared > limits.maxUploadBytes + FORM_OVERHEAD_BYTES) {
    const message = uploadTooLarge(limits);
    throw new HttpError(413, message, { files: [message] });
  }
  if (declared > (await freeBytes(root))) throw new HttpError(507, OUT_OF_DISK);
  let folders: string[] = [];
  const seen = new Set<string>();
  const form = await streamMultipartToDisk(request, {
    limits: {
      maxFileBytes: limits.maxFileBytes,
      maxTotalBytes: limits.maxUploadBytes,
      maxFiles: DOWNLOADS_MAX_FILES_PER_UPLOAD,
      maxFields: 10,
      fileField: "files",
    },
    stagingDir: root,
    checkFile: async ({ field, filename, fields }) => {
      if (field !== "files") throw badRequest(msg('Send the files in the field "files".'));
      const name = checkName(filename, seen);
      if (!("folder" in fields)) return;
      const sent = foldersOf(parseFields(fields));
      await requireFolder(root, ...sent);
      if ("subfolder" in fields) await freeTarget(root, sent, name);
    },
    placeFiles: async ({ fields, files }) => {
      folders = foldersOf(parseFields(fields));
      if (files.length === 0)
        throw validation({ files: [msg("Choose at least one file.")] }, msg("Choose at least one file."));
      await requireFolder(root, ...folders);
      const paths: string[] = [];
      for (const file of files) paths.push(await freeTarget(root, folders, normaliseName(file.filename)));
      return paths;
    },
  });
  const files = await Promise.all(
    form.files.map(async (file) => {
      const stats = await lstatOrNothing(file.path);
      return { name: basename(file.path), size: file.size, modified: (stats?.mtime ?? new Date()).toISOString() };
    }),
  );
  return { folders, files };
}
