/** Groups with a meaning in the product (spec §6). Other groups may exist. */
export const GROUPS = {
  owner: "owner",
  administrators: "administrators",
  downloads: "downloads",
  patching: "patching",
} as const;

/** Permission strings checked by the server (spec §6). */
export const PERMISSIONS = {
  announcementsCreate: "announcements.create",
  announcementsEdit: "announcements.edit",
  announcementsDelete: "announcements.delete",
  downloads: "downloads",
  downloadsModify: "downloads.modify",
} as const;

/** Group and permission names: lower-case words with dots, dashes, underscores or colons. */
export const ACCESS_NAME_PATTERN = /^[a-z0-9][a-z0-9_.:-]{0,63}$/;
export const ACCESS_NAME_RULE = "Use lower-case letters, digits and . _ : -";

export interface Principal {
  groups: readonly string[];
  permissions: readonly string[];
}

/** A group, a permission, or any one of several (the downloads area opens to a group or a permission). */
export type Requirement = { group: string } | { permission: string } | { anyOf: readonly Requirement[] };

/**
 * The single rule for both server guard and web helper: the owner group passes
 * every check; otherwise the user needs the group, or the permission (held
 * directly or through one of their groups, already merged into `permissions`).
 */
export function isAllowed(principal: Principal | null | undefined, requirement: Requirement): boolean {
  if (!principal) return false;
  if (principal.groups.includes(GROUPS.owner)) return true;
  if ("anyOf" in requirement) return requirement.anyOf.some((one) => isAllowed(principal, one));
  if ("group" in requirement) return principal.groups.includes(requirement.group);
  return principal.permissions.includes(requirement.permission);
}
