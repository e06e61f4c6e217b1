import { GROUPS, isAllowed, PERMISSIONS, type Principal } from "@bastion/shared";

// Who may do what with announcements (spec §6); the owner group passes every check.

type Caller = (Principal & { id: number }) | null;

export const canCreate = (user: Caller) => isAllowed(user, { permission: PERMISSIONS.announcementsCreate });
export const canEdit = (user: Caller) => isAllowed(user, { permission: PERMISSIONS.announcementsEdit });
export const canDelete = (user: Caller) => isAllowed(user, { permission: PERMISSIONS.announcementsDelete });

/**
 * The card picture belongs to the text: editors may change any announcement's, and a creator
 * the ones they wrote (so the create form can add its picture right after creating).
 */
export const canChangeCover = (user: Caller, announcement: { author_id: number | null }) =>
  canEdit(user) || (canCreate(user) && user !== null && announcement.author_id === user.id);

/** A comment's author deletes it; the owner deletes any. */
export const canDeleteComment = (user: Caller, comment: { author_id: number }) =>
  user !== null && (comment.author_id === user.id || isAllowed(user, { group: GROUPS.owner }));
