import { GROUPS, isAllowed, type Principal } from "@bastion/shared";

// Who may do what with appeals (spec §6); the owner group passes every check.

type Caller = Principal & { id: number };

/** Administrators review every appeal: status, open flag, any comment. */
export const ADMINISTRATORS = { group: GROUPS.administrators } as const;

export const isAdministrator = (user: Caller) => isAllowed(user, ADMINISTRATORS);

/** The submitter and administrators read an appeal and take part in its discussion. */
export const canTakePart = (user: Caller, appeal: { submitted_by_id: number }) =>
  appeal.submitted_by_id === user.id || isAdministrator(user);

/** A comment's author deletes it; administrators delete any. */
export const canDeleteComment = (user: Caller, comment: { author_id: number }) =>
  comment.author_id === user.id || isAdministrator(user);
