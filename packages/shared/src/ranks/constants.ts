import { msg } from "../i18n/messages";
import { PERMISSIONS } from "../permissions";

// Ranks (issue 30, docs/decisions/032): the console's custom groups, their badges and the staff page.
// Kept free of zod so the web app's pages can use them without loading it (docs/decisions/003).

/** A rank's name is a group name (permissions.ts's rule), at most this long. */
export const RANK_NAME_MAX = 32;
/** The badge's text: short, so the pill stays a pill beside a name. */
export const RANK_BADGE_MAX = 24;
export const RANK_DESCRIPTION_MAX = 200;
/** Groups the site holds at most (the console lists them all on one page, the order names them all). */
export const RANKS_MAX = 100;
/** The staff page lists at most this many people (the rest are counted, not listed). */
export const STAFF_PAGE_MAX = 200;

/**
 * The permissions a group may carry, with what each lets its members do: the ones the server checks
 * (spec §6). Patching, API keys and the console are given by groups (patching, owner), not by these.
 */
export const GROUP_PERMISSIONS = [
  { name: PERMISSIONS.announcementsCreate, meaning: "Write new announcements." },
  { name: PERMISSIONS.announcementsEdit, meaning: "Edit any announcement." },
  { name: PERMISSIONS.announcementsDelete, meaning: "Delete any announcement." },
  { name: PERMISSIONS.downloads, meaning: "Open the downloads area and download its files." },
  {
    name: PERMISSIONS.downloadsModify,
    meaning: "Create, rename and delete downloads folders; upload and delete files.",
  },
] as const;
export type GroupPermission = (typeof GROUP_PERMISSIONS)[number]["name"];
export const GROUP_PERMISSION_NAMES = GROUP_PERMISSIONS.map((one) => one.name) as [
  GroupPermission,
  ...GroupPermission[],
];

/** What a badge shows: its text, else the rank's name. */
export const badgeText = (rank: { name: string; badge: string | null }) => rank.badge ?? rank.name;

export const BUILT_IN_RANK_REFUSED = msg(
  "Built-in groups (owner, administrators, downloads, patching) cannot be deleted.",
);
export const RANK_NAME_TAKEN = msg("Another group has that name.");
export const RANK_NOT_FOUND = msg("Group not found.");
