import {
  DEFAULT_PROFILE_IMG,
  type FieldErrors,
  GROUPS,
  isAllowed,
  LIMITS,
  msg,
  type Profile,
  type ProfileRank,
  profileEditFieldsSchema,
} from "@bastion/shared";
import type { AuthUser } from "../../auth-user";
import type { Db } from "../../db/database";
import { HttpError, notFound, validation } from "../../lib/errors";
import { type ImageKind, type NormalisedImage, normaliseImage } from "../../lib/images";
import { deleteMedia, saveMedia } from "../../lib/media";
import { countPictureUpload } from "../../lib/posting-limits";
import { findAccess } from "../accounts/accounts.service";
import { recordAudit } from "../audit/audit.service";
import { findLinkOf } from "../minecraft-link/minecraft-link.service";
import { rankBadgeOf } from "../ranks/rank-badge.service";
import type { ProfileUpload } from "./profile-upload";
import * as repo from "./profiles.repository";

export const USER_NOT_FOUND = msg("User not found.");
export const PROFILE_SAVED = "Successfully modified";

/** The rank a profile shows: the highest product group the user holds (spec §6). */
export function rankOf(groups: readonly string[]): ProfileRank {
  if (groups.includes(GROUPS.owner)) return "Owner";
  if (groups.includes(GROUPS.administrators)) return "Administrator";
  return "Member";
}

async function toProfile(db: Db, row: repo.ProfileRow): Promise<Profile> {
  const { groups } = await findAccess(db, row.id);
  const minecraft = await findLinkOf(db, row.id);
  return {
    username: row.username,
    profile_img: row.profile_img || DEFAULT_PROFILE_IMG,
    minecraft_username: row.minecraft_username,
    discord_username: row.discord_username,
    rank: rankOf(groups),
    rank_badge: rankBadgeOf(row),
    date_joined: row.date_joined,
    about_me: row.about_me,
    ...(minecraft ? { minecraft } : {}),
  };
}

export async function getProfileById(db: Db, userId: number): Promise<Profile> {
  const row = await repo.findProfileById(db, userId);
  if (!row) throw notFound(USER_NOT_FOUND);
  return toProfile(db, row);
}

/** Another user's profile by name, or `own` when the viewer asked for themself (any letter case). */
export async function findProfileFor(
  db: Db,
  viewer: AuthUser,
  username: string,
): Promise<{ own: true } | { own: false; profile: Profile }> {
  if (username.trim().toLowerCase() === viewer.username.toLowerCase()) return { own: true };
  const row = await repo.findProfileByUsername(db, username);
  if (!row) throw notFound(USER_NOT_FOUND);
  return { own: false, profile: await toProfile(db, row) };
}

/** The account whose profile is edited (by id for one's own, by name for the owner's), or a 404. */
export async function findEditTarget(db: Db, who: { id: number } | { username: string }): Promise<repo.ProfileRow> {
  const row = "id" in who ? await repo.findProfileById(db, who.id) : await repo.findProfileByUsername(db, who.username);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

function mergeErrors(into: FieldErrors, more: FieldErrors | undefined) {
  for (const [field, messages] of Object.entries(more ?? {})) into[field] = [...(into[field] ?? []), ...messages];
}

/** Spec §6: only the owner may use animated GIF pictures; the editor's groups decide, not the target's. */
const pictureKinds = (editor: AuthUser): ImageKind[] =>
  isAllowed(editor, { group: GROUPS.owner }) ? ["jpeg", "png", "gif"] : ["jpeg", "png"];

/** The audit entry of an owner's edit: the text fields that changed, and what happened to the picture. */
async function recordProfileEdit(trx: Db, editor: AuthUser, target: repo.ProfileRow, changes: repo.ProfileChanges) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const field of ["minecraft_username", "discord_username", "about_me"] as const) {
    const next = changes[field];
    if (next !== undefined && next !== target[field]) {
      before[field] = target[field];
      after[field] = next;
    }
  }
  if (changes.profile_img !== undefined && changes.profile_img !== target.profile_img) {
    after.picture = changes.profile_img ? "replaced" : "reset to the default";
  }
  await recordAudit(trx, {
    actor: editor,
    action: "profile.edit",
    target: { type: "user", id: target.id, label: target.username },
    before,
    after,
  });
}

/**
 * Checks every field and the picture first, and only then writes: an invalid field changes nothing.
 * A new or reset picture replaces the old uploaded file, which is deleted.
 */
export async function editProfile(
  deps: { db: Db; dataDir: string },
  editor: AuthUser,
  target: repo.ProfileRow,
  upload: ProfileUpload,
): Promise<Profile> {
  const errors: FieldErrors = {};
  const parsed = profileEditFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) mergeErrors(errors, { [String(issue.path[0] ?? "_")]: [issue.message] });
  }
  const useDefault = parsed.success && parsed.data.useDefaultPicture;
  let picture: NormalisedImage | undefined;
  if (upload.picture && !useDefault) {
    await countPictureUpload(deps.db, editor);
    try {
      picture = await normaliseImage(upload.picture, {
        width: LIMITS.avatarSize,
        height: LIMITS.avatarSize,
        accept: pictureKinds(editor),
        field: "profile_img",
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      mergeErrors(errors, error.errors ?? { profile_img: [error.message] });
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw validation(errors);

  const { useDefaultPicture: _, ...text } = parsed.data;
  const changes: repo.ProfileChanges = Object.fromEntries(
    Object.entries(text).filter(([, value]) => value !== undefined),
  );
  if (picture) {
    changes.profile_img = await saveMedia(deps.dataDir, "avatars", picture.data, picture.extension);
  } else if (useDefault) {
    changes.profile_img = null;
  }
  try {
    await deps.db.transaction().execute(async (trx) => {
      await repo.updateProfile(trx, target.id, changes);
      // The owner editing someone else's profile is a privileged action; one's own is not.
      if (editor.id !== target.id) await recordProfileEdit(trx, editor, target, changes);
    });
  } catch (error) {
    await deleteMedia(deps.dataDir, changes.profile_img);
    throw error;
  }
  if (changes.profile_img !== undefined && changes.profile_img !== target.profile_img) {
    await deleteMedia(deps.dataDir, target.profile_img);
  }
  return getProfileById(deps.db, target.id);
}
