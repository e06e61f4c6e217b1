import {
  msg,
  PATCH_FILE_FIELD,
  PATCHING_MESSAGES,
  type Patch,
  type PublishFields,
  patchFileNameProblem,
  publishFieldsSchema,
  SIZE_LIMITS,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { nowIso } from "../../lib/clock";
import { freeBytes, OUT_OF_DISK } from "../../lib/disk-full";
import { badRequest, conflict, fieldErrorsOf, HttpError, validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { streamMultipartToDisk } from "../../lib/multipart-to-disk";
import { retryConflicts } from "../../lib/retry-conflicts";
import { isUniqueViolation } from "../../lib/unique-violation";
import { recordAudit } from "../audit/audit.service";
import { queueDiscordEvent } from "../discord/discord-outbox.service";
import * as repo from "./patching.repository";
import { patchAudit, requireTarget, toPatch } from "./patching.service";
import { newStorageName, removeStored, storagePath } from "./patching.storage";
import type { PatchTargetRow } from "./patching.table";

// Publishing: the file streams to a temporary file in the patches folder (lib/multipart-to-disk.ts)
// while its SHA-256 is computed, and gets its random name only when the whole form is in and
// judged; a bad file name, or a taken version sent before the file, is refused before a byte is
// stored. The row follows in one transaction; if that fails the file goes too.

/** Multipart framing around the file: part headers, the text fields (notes up to 5000 characters), boundaries. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

function parseFields(fields: Record<string, unknown>): PublishFields {
  const parsed = publishFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors = fieldErrorsOf(parsed.error.issues);
  throw validation(errors, Object.values(errors).flat()[0]);
}

const versionTaken = (target: PatchTargetRow, version: string) => {
  const message = `${target.name} already has a patch ${version}.`;
  return conflict(message, { version: [message] });
};

async function refuseTakenVersion(db: Db, target: PatchTargetRow, version: string): Promise<void> {
  if (await repo.findPatchByVersion(db, target.id, version)) throw versionTaken(target, version);
}

const EMPTY_FILE = msg("The patch file is empty.");

const tooLarge = (maxBytes: number) => {
  const message = SIZE_LIMITS.mustBeAtMost("patch file", maxBytes);
  return new HttpError(413, message, { [PATCH_FILE_FIELD]: [message] });
};

export interface Published {
  patch: Patch;
  target: PatchTargetRow;
}

/**
 * POST /patching/api/targets/{id}/patches/: `version`, `notes`, `make_current` and the `file`, in
 * any order. A version sent before the file is judged as the file begins (a taken one is refused
 * before a byte is stored); everything is judged again once the body is in.
 */
export async function publishPatch(
  request: FastifyRequest,
  db: Db,
  options: { root: string; maxBytes: number; targetId: number; actor: AuthUser },
): Promise<Published> {
  const { root, maxBytes, actor } = options;
  const target = await requireTarget(db, options.targetId);
  const declared = Number(request.headers["content-length"]);
  if (declared > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxBytes);
  if (declared > (await freeBytes(root))) throw new HttpError(507, OUT_OF_DISK);
  let fields: PublishFields | undefined;
  let storageName = "";
  const form = await streamMultipartToDisk(request, {
    limits: {
      maxFileBytes: maxBytes,
      maxTotalBytes: maxBytes,
      maxFiles: 1,
      maxFields: 10,
      fileField: PATCH_FILE_FIELD,
      label: "patch file",
    },
    stagingDir: root,
    checkFile: async ({ field, filename, fields: sent }) => {
      if (field !== PATCH_FILE_FIELD)
        throw badRequest(msgWith('Send the patch file in the field "{field}".', { field: PATCH_FILE_FIELD }));
      const problem = patchFileNameProblem(filename);
      if (problem) throw validation({ [PATCH_FILE_FIELD]: [`${filename}: ${problem}`] }, problem);
      if ("version" in sent) await refuseTakenVersion(db, target, parseFields(sent).version);
    },
    placeFiles: async ({ fields: sent, files: [file] }) => {
      fields = parseFields(sent);
      if (!file) throw validation({ [PATCH_FILE_FIELD]: [PATCHING_MESSAGES.noFile] }, PATCHING_MESSAGES.noFile);
      if (file.size === 0) throw validation({ [PATCH_FILE_FIELD]: [EMPTY_FILE] }, EMPTY_FILE);
      await refuseTakenVersion(db, target, fields.version);
      storageName = newStorageName();
      return [storagePath(root, storageName)];
    },
    sha256: true,
  });
  const [file] = form.files;
  if (!file || !fields) throw new Error("a publish was placed without its file or fields");
  const chosen = fields;
  try {
    const patch = await retryConflicts(() =>
      db.transaction().execute(async (trx) => {
        await repo.lockTarget(trx, target.id);
        const id = await repo.insertPatch(trx, {
          target_id: target.id,
          version: chosen.version,
          file_name: file.filename.normalize("NFC"),
          size: file.size,
          sha256: file.sha256 ?? "",
          notes: chosen.notes,
          storage_name: storageName,
          published_by_id: actor.id,
          published_by: actor.username,
          published_at: nowIso(),
        });
        const saved = { id, version: chosen.version };
        await recordAudit(trx, {
          actor,
          action: "patch.publish",
          target: patchAudit(target, saved),
          after: { file_name: file.filename, size: file.size, sha256: file.sha256 },
        });
        if (chosen.make_current === "true") {
          const before = await repo.findCurrentPatch(trx, target.id);
          await repo.setCurrent(trx, target.id, id);
          await recordAudit(trx, {
            actor,
            action: "patch.make_current",
            target: patchAudit(target, saved),
            before: { current: before?.version ?? null },
            after: { current: chosen.version },
          });
        }
        await queueDiscordEvent(trx, {
          kind: "patch_published",
          target: target.name,
          version: chosen.version,
          notes: chosen.notes,
          published: true,
          made_current: chosen.make_current === "true",
          by: actor.username,
        });
        return repo.findPatch(trx, id);
      }),
    );
    if (!patch) throw new Error("the patch just stored was not found");
    return { patch: toPatch(patch), target };
  } catch (error) {
    await removeStored(root, storageName);
    if (isUniqueViolation(error)) throw versionTaken(target, chosen.version);
    throw error;
  }
}
