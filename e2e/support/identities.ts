import type { E2EUser } from "./accounts";
import type { SiteFixtures } from "./site-fixtures";

/**
 * Who looks at the site in the browser checks: signed out; a player with no group; a member of the
 * downloads group; a member of the patching group; the owner, who passes every group check.
 */
export type Who = "visitor" | "player" | "member" | "patcher" | "owner";
export const EVERYONE: Who[] = ["visitor", "player", "member", "patcher", "owner"];

type Group = "owner" | "downloads" | "patching";
const GROUPS: Record<Who, Group[]> = {
  visitor: [],
  player: [],
  member: ["downloads"],
  patcher: ["patching"],
  owner: ["owner"],
};

/** Whether `who` passes a group check (spec §6: the owner passes every one). */
export const inGroup = (who: Who, group: Group) => who === "owner" || GROUPS[who].includes(group);

/** The seeded account of a signed-in identity; none for the visitor. */
export function accountOf(who: Who, site: SiteFixtures): E2EUser | undefined {
  return who === "visitor" ? undefined : site[who];
}

/** A title that may use the seeded data. */
export type Title = string | ((site: SiteFixtures) => string);
/** What `who` is shown at an address: the page's own title, or a page shown in its place. */
export interface Shown {
  title: Title;
  /** A page shown in another's place ("User account needed", "403 Access Forbidden", home). */
  standIn?: boolean;
}
/** A title that differs by who looks. */
export interface ByWho {
  byWho(who: Who): Shown;
}
export type Titles = Title | ByWho;

const NEEDS_ACCOUNT: Shown = { title: "User account needed", standIn: true };
const FORBIDDEN: Shown = { title: "403 Access Forbidden", standIn: true };

/** A page for signed-in users: a visitor gets the "User account needed" page in its place. */
export const signedIn = (title: Title): ByWho => ({
  byWho: (who) => (who === "visitor" ? NEEDS_ACCOUNT : { title }),
});

/** A page for a group's members (and the owner): others signed in get the 403 page. */
export const groupOnly = (group: Group, title: Title): ByWho => ({
  byWho: (who) => {
    if (who === "visitor") return NEEDS_ACCOUNT;
    return inGroup(who, group) ? { title } : FORBIDDEN;
  },
});

const NOT_FOUND: Shown = { title: "Page not found", standIn: true };

/** A custom page for a group's members (and the owner): everyone else gets the not-found page (issue 30). */
export const pageForGroup = (group: Group, title: Title): ByWho => ({
  byWho: (who) => (inGroup(who, group) ? { title } : NOT_FOUND),
});

/** A page for visitors only: anyone signed in is sent home. */
export const signedOut = (title: Title): ByWho => ({
  byWho: (who) => (who === "visitor" ? { title } : { title: "Home", standIn: true }),
});

/** What `who` is shown, with the seeded data filled in (a new site has none: its pages' titles are fixed). */
export function shownTo(titles: Titles, who: Who, site?: SiteFixtures): { title: string; standIn: boolean } {
  const { title, standIn = false } = typeof titles === "object" ? titles.byWho(who) : { title: titles };
  if (typeof title !== "function") return { title, standIn };
  if (!site) throw new Error("a page checked on a new site has a fixed title");
  return { title: title(site), standIn };
}
