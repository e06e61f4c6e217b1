import { GROUPS, isAllowed, PAGE_VISIBILITIES, type PageVisibility, type Principal } from "@bastion/shared";

/** A stored visibility as the product knows it; anything else reads as the narrowest (fail closed). */
export const asVisibility = (stored: string): PageVisibility =>
  (PAGE_VISIBILITIES as readonly string[]).includes(stored) ? (stored as PageVisibility) : "groups";

/**
 * Who may read a published page (issue 30): "everyone" anyone; "signed_in" any signed-in account;
 * "groups" the members of one of its groups. The owner passes every check (spec §6).
 */
export function canRead(
  user: Principal | null,
  page: { visibility: string; is_published: number },
  groups: readonly string[],
): boolean {
  if (page.is_published !== 1) return false;
  const visibility = asVisibility(page.visibility);
  if (visibility === "everyone") return true;
  if (!user) return false;
  if (visibility === "signed_in") return true;
  return isAllowed(user, { group: GROUPS.owner }) || groups.some((group) => user.groups.includes(group));
}
