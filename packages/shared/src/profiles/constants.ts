import { msg } from "../i18n/messages";
// Profile constants the web app needs, kept free of zod so its pages do not load it (docs/decisions/003).

/** The picture shown when a user has not uploaded one (served by the web app). */
export const DEFAULT_PROFILE_IMG = "/images/default-avatar.svg";

/** The largest picture upload the server reads; the browser checks it too before sending. */
export const PROFILE_IMG_MAX_BYTES = 5 * 1024 * 1024;

/** Picture types by extension: everyone, and the owner's extra (spec §5 Profile). */
export const PROFILE_IMG_EXTENSIONS = [".jpg", ".jpeg", ".png"] as const;
export const OWNER_PROFILE_IMG_EXTENSIONS = [...PROFILE_IMG_EXTENSIONS, ".gif"] as const;

/** Display ranks, derived from groups: owner, then administrators, else member. */
export const PROFILE_RANKS = ["Owner", "Administrator", "Member"] as const;
export type ProfileRank = (typeof PROFILE_RANKS)[number];

/** CRLF and lone CR become LF, so the 280-character limit counts what is stored. */
export const normaliseLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

export const PASSWORD_FIELDS_REQUIRED = msg("All fields are required.");
export const NEW_PASSWORDS_MUST_MATCH = "New password and confirm password must match";
