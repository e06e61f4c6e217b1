import { FILE_NAME_MAX_BYTES, type NameWords, nameProblem, normaliseName } from "../downloads/names";
import { msg } from "../i18n/messages";
import { LIMITS } from "../limits";

// Server patching (issue 15): targets (the game servers' channels), the patches published to them,
// and the record of what the API served. The limits and messages the server and the web app share.
// No zod here, so the web app can import it cheaply.

export const PATCHING_LIMITS = {
  /** A version label, unique per target (any case). */
  version: 64,
  /** Release notes: plain text, line breaks kept. */
  notes: 5000,
  /** Targets a site may have: the /patching/ page lists them all. */
  targets: 200,
  /** Patches per page of a target's list, newest first. */
  patchesPageSize: 20,
  /** Entries per page of /api/downloads/, newest first. */
  downloadsPageSize: 25,
} as const;

/** The form field a patch file comes in (multipart), sent after the text fields. */
export const PATCH_FILE_FIELD = "file";

export const PATCHING_MESSAGES = {
  fetchFailed: msg("An error occurred while fetching the patches."),
  publishFailed: msg("An error occurred while attempting to publish the patch."),
  publishCanceled: msg("Publishing canceled: the patch was not stored."),
  saveTargetFailed: msg("An error occurred while attempting to save the target."),
  makeCurrentFailed: msg("An error occurred while attempting to make the patch current."),
  deleteFailed: msg("An error occurred while attempting to delete the patch."),
  blankTarget: msg("Target name cannot be blank."),
  blankVersion: msg("Version is required."),
  noFile: msg("Choose the patch file."),
} as const;

const TARGET_WORDS: NameWords = {
  blank: PATCHING_MESSAGES.blankTarget,
  tooLong: msg("Target name must be at most {max} characters.", { max: LIMITS.folderName }),
  tooManyBytes: msg("Target name must be at most {max} bytes.", { max: FILE_NAME_MAX_BYTES }),
};

/**
 * Why a target name cannot be used, or undefined: the downloads area's folder-name rule (one path
 * segment, at most 32 characters, no dots or slashes to climb with), in the target's words.
 */
export function targetNameProblem(name: string): string | undefined {
  return nameProblem(normaliseName(name), "folder", { isNew: true, words: TARGET_WORDS });
}
