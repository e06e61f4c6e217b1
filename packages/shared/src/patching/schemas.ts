import { z } from "zod";
import { idParamsSchema, pageQuery } from "../admin/query";
import { nameProblem, normaliseName } from "../downloads/names";
import { msg } from "../i18n/messages";
import { writtenText } from "../text-schema";
import { PATCHING_LIMITS, PATCHING_MESSAGES, targetNameProblem } from "./constants";

// The calls of /patching/ (JSON below /patching/api/), the game server's API (/api/v1/patches/)
// and /api/downloads/ (JSON below /api/downloads/api/). The server validates every request and
// serialises every answer through these.

/** Longer than any name can be; refused before the name is normalised or checked. */
const RAW_NAME_MAX = 1024;

/** A target name as a request carries it: NFC, then the folder-name rule (constants.ts). */
export const targetNameSchema = z
  .string({ error: PATCHING_MESSAGES.blankTarget })
  .max(RAW_NAME_MAX, msg("The name is far too long."))
  .transform(normaliseName)
  .superRefine((name, context) => {
    const problem = targetNameProblem(name);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

/** POST /patching/api/targets/ and /patching/api/targets/{id}/rename/ */
export const targetBodySchema = z.object({ name: targetNameSchema });
export type TargetBody = z.input<typeof targetBodySchema>;

export const targetIdParamsSchema = idParamsSchema;
export const patchIdParamsSchema = idParamsSchema;

const currentSummarySchema = z.object({ id: z.number().int(), version: z.string(), published_at: z.string() });

export const patchTargetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  patch_count: z.number().int(),
  /** The patch the game servers get; null until one is made current. */
  current: currentSummarySchema.nullable(),
});
export type PatchTarget = z.infer<typeof patchTargetSchema>;

/** GET /patching/api/targets/: every target by name, with what the page needs to explain itself. */
export const patchTargetsResponseSchema = z.object({
  targets: z.array(patchTargetSchema),
  /** The site's public address, for the cron snippet. */
  public_url: z.string(),
  /** The largest patch file the server takes (PATCH_MAX_MB), in bytes. */
  max_bytes: z.number().int(),
});
export type PatchTargetsResponse = z.infer<typeof patchTargetsResponseSchema>;

export const targetSavedResponseSchema = z.object({ message: z.string(), target: patchTargetSchema });
export type TargetSavedResponse = z.infer<typeof targetSavedResponseSchema>;

export const patchSchema = z.object({
  id: z.number().int(),
  target_id: z.number().int(),
  version: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Plain text; line breaks kept. */
  notes: z.string(),
  /** The publisher's username as it was (kept after the account is deleted). */
  published_by: z.string(),
  published_at: z.string(),
  /** Completed downloads through the API. */
  downloads: z.number().int(),
  is_current: z.boolean(),
});
export type Patch = z.infer<typeof patchSchema>;

/** GET /patching/api/targets/{id}/patches/?page=n */
export const targetPatchesQuerySchema = z.object({ page: pageQuery });
export const targetPatchesResponseSchema = z.object({
  target: patchTargetSchema,
  /** The current patch in full, whichever page this is. */
  current: patchSchema.nullable(),
  patches: z.array(patchSchema),
  page: z.number().int(),
  page_count: z.number().int(),
});
export type TargetPatchesResponse = z.infer<typeof targetPatchesResponseSchema>;

export const versionSchema = writtenText({ error: PATCHING_MESSAGES.blankVersion }).pipe(
  z
    .string()
    .min(1, PATCHING_MESSAGES.blankVersion)
    .max(PATCHING_LIMITS.version, msg("Version must be at most {max} characters.", { max: PATCHING_LIMITS.version })),
);

/**
 * The text fields of POST /patching/api/targets/{id}/patches/ (multipart), before or after the file;
 * a version sent before it is refused, if taken, before the bytes are stored.
 */
export const publishFieldsSchema = z.object({
  version: versionSchema,
  notes: writtenText({ multiline: true })
    .pipe(
      z
        .string()
        .max(PATCHING_LIMITS.notes, msg("Notes must be at most {max} characters.", { max: PATCHING_LIMITS.notes })),
    )
    .default(""),
  /** "true": the patch becomes the target's current one once stored. */
  make_current: z.enum(["true", "false"], { error: "make_current must be true or false." }).default("false"),
});
export type PublishFields = z.output<typeof publishFieldsSchema>;

/** A patch's file name as uploaded: the downloads area's file-name rule (one safe segment). */
export function patchFileNameProblem(name: string): string | undefined {
  return nameProblem(normaliseName(name), "file");
}

export const patchSavedResponseSchema = z.object({ message: z.string(), patch: patchSchema });
export type PatchSavedResponse = z.infer<typeof patchSavedResponseSchema>;

/** GET /api/v1/patches/{target}/current: what a game server needs to fetch and check the file. */
export const currentPatchResponseSchema = z.object({
  version: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  notes: z.string(),
  published_at: z.string(),
  download_url: z.string(),
});
export type CurrentPatchResponse = z.infer<typeof currentPatchResponseSchema>;

export const apiTargetParamsSchema = z.object({ target: targetNameSchema });

/** An optional id from the query string: absent or "" both mean "any". */
const optionalIdQuery = (words: { once: string; notAnId: string }) =>
  z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string({ error: words.once })
      .regex(/^\d{1,10}$/, words.notAnId)
      .transform(Number)
      .pipe(z.number().int().min(1, words.notAnId).max(2_147_483_647, words.notAnId))
      .optional(),
  );

/** GET /api/downloads/api/list/?key=&target=&page= */
export const patchDownloadsQuerySchema = z.object({
  key: optionalIdQuery({ once: msg("Give Key once."), notAnId: msg("Key must be an id.") }),
  target: optionalIdQuery({ once: msg("Give Target once."), notAnId: msg("Target must be an id.") }),
  page: pageQuery,
});
export type PatchDownloadsQuery = z.infer<typeof patchDownloadsQuerySchema>;

export const patchDownloadSchema = z.object({
  id: z.number().int(),
  /** When the download started. */
  created_at: z.string(),
  key_id: z.number().int().nullable(),
  /** The key's name when it downloaded (kept after it is revoked). */
  key_name: z.string(),
  key_revoked: z.boolean(),
  target_id: z.number().int(),
  target: z.string(),
  /** Null once the patch was deleted; its version and file name stay. */
  patch_id: z.number().int().nullable(),
  version: z.string(),
  file_name: z.string(),
  client_ip: z.string(),
  /** Bytes of the file sent to the client. */
  bytes: z.number().int(),
  /** Bytes the answer was to carry (the file, or the range asked for). */
  expected_bytes: z.number().int(),
  /** A byte range ("bytes 0-99/1000"), or null for the whole file. */
  range: z.string().nullable(),
  completed: z.boolean(),
});
export type PatchDownload = z.infer<typeof patchDownloadSchema>;

export const patchDownloadsResponseSchema = z.object({
  downloads: z.array(patchDownloadSchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type PatchDownloadsResponse = z.infer<typeof patchDownloadsResponseSchema>;

export const keyDownloadTotalsSchema = z.object({
  key_id: z.number().int(),
  key_name: z.string(),
  key_revoked: z.boolean(),
  downloads: z.number().int(),
  completed: z.number().int(),
  aborted: z.number().int(),
  bytes: z.number().int(),
  last_download_at: z.string(),
});
export type KeyDownloadTotals = z.infer<typeof keyDownloadTotalsSchema>;

/** GET /api/downloads/api/totals/: per key, over every target; the targets for the filter. */
export const patchDownloadTotalsResponseSchema = z.object({
  keys: z.array(keyDownloadTotalsSchema),
  targets: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type PatchDownloadTotalsResponse = z.infer<typeof patchDownloadTotalsResponseSchema>;
