import {
  BUILTIN_MENU_ITEMS,
  builtinLink,
  builtinShown,
  chosenFor,
  defaultSiteMenus,
  MENU_NAMES,
  type MenuItem,
  type MenuLink,
  type MenuViewer,
  msg,
  type SiteMenus,
  siteMenusSchema,
  type VisitorMenus,
} from "@bastion/shared";
import type { Db } from "../../db/database";
import { validation } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { listGroupNames } from "../accounts/accounts.service";
import { type AuditActor, recordAudit } from "../audit/audit.service";
import { pagesForMenus } from "../pages/pages.service";
import * as repo from "./menus.repository";

/**
 * The menus as stored, today's until the owner saves. A builtin the stored lists lack (one a later
 * version adds) joins the end of its own menu as it starts out; a stored value the schema refuses
 * (hand-edited) is ignored for today's menus rather than breaking every page.
 */
export async function readSiteMenus(db: Db): Promise<SiteMenus> {
  const parsed = siteMenusSchema.safeParse(await repo.storedSiteMenus(db));
  if (!parsed.success) return defaultSiteMenus();
  const menus = parsed.data;
  const present = new Set(
    MENU_NAMES.flatMap((name) => menus[name].flatMap((item) => (item.kind === "builtin" ? [item.key] : []))),
  );
  const first = defaultSiteMenus();
  for (const name of MENU_NAMES) {
    for (const item of first[name]) if (item.kind === "builtin" && !present.has(item.key)) menus[name].push(item);
  }
  return menus;
}

/** The menus for the console: a page deleted since drops out, so the next save does not trip on it. */
export async function consoleMenus(db: Db): Promise<SiteMenus> {
  const menus = await readSiteMenus(db);
  const pages = await pagesForMenus(db, pageIdsOf(menus), null);
  const kept = (items: MenuItem[]) => items.filter((item) => item.kind !== "page" || pages.has(item.page_id));
  return { navbar: kept(menus.navbar), footer: kept(menus.footer) };
}

const pageIdsOf = (menus: SiteMenus) =>
  MENU_NAMES.flatMap((name) => menus[name].flatMap((item) => (item.kind === "page" ? [item.page_id] : [])));

/** Groups only matter when chosen: dropped otherwise, so the stored value says what applies. */
const tidy = (menus: SiteMenus): SiteMenus => {
  const clean = (item: MenuItem): MenuItem => (item.visible_to === "groups" ? item : { ...item, groups: [] });
  return { navbar: menus.navbar.map(clean), footer: menus.footer.map(clean) };
};

/** Each page must still exist, each group too: errors at the item, as `navbar.3.page_id`. */
async function check(db: Db, menus: SiteMenus) {
  const pages = await pagesForMenus(db, pageIdsOf(menus), null);
  const groups = new Set(await listGroupNames(db));
  const errors: Record<string, string[]> = {};
  for (const name of MENU_NAMES) {
    menus[name].forEach((item, index) => {
      if (item.kind === "page" && !pages.has(item.page_id))
        errors[`${name}.${index}.page_id`] = [msg("That page no longer exists.")];
      const unknown = item.groups.filter((group) => !groups.has(group));
      if (unknown.length > 0)
        errors[`${name}.${index}.groups`] = [msgWith("No such group: {names}.", { names: unknown.join(", ") })];
    });
  }
  if (Object.keys(errors).length > 0) throw validation(errors);
}

/** An item as the audit log reads it: "Vote (https://vote.example) for signed-in players". */
function describe(item: MenuItem): string {
  const what =
    item.kind === "builtin"
      ? `${BUILTIN_MENU_ITEMS[item.key].label}${item.hidden ? " (hidden)" : ""}`
      : item.kind === "page"
        ? `${item.label || "Page"} (page #${item.page_id})`
        : `${item.label} (${item.url})`;
  if (item.visible_to === "signed_in") return `${what} for signed-in players`;
  if (item.visible_to === "groups") return `${what} for ${item.groups.join(", ")}`;
  return what;
}

/** The menus that changed, each as its list of items in order. */
function changes(before: SiteMenus, after: SiteMenus) {
  const was: Record<string, string[]> = {};
  const now: Record<string, string[]> = {};
  for (const name of MENU_NAMES) {
    if (JSON.stringify(before[name]) === JSON.stringify(after[name])) continue;
    was[name] = before[name].map(describe);
    now[name] = after[name].map(describe);
  }
  return { was, now };
}

/** Saves both menus, audited `site.menus` with the menus that changed, item by item. Answers whether anything changed. */
export async function saveSiteMenus(db: Db, input: SiteMenus, actor: AuditActor): Promise<boolean> {
  const next = tidy(input);
  await check(db, next);
  const before = await readSiteMenus(db);
  if (JSON.stringify(before) === JSON.stringify(next)) return false;
  await db.transaction().execute(async (trx) => {
    await repo.saveSiteMenus(trx, next);
    await recordAudit(trx, {
      actor,
      action: "site.menus",
      target: { type: "setting", id: "site_menus", label: "Menus" },
      before: changes(before, next).was,
      after: changes(before, next).now,
    });
  });
  return true;
}

/**
 * The menus as this visitor sees them (GET /core/api/menus/): a hidden builtin, one whose own rule
 * or module keeps them out, a page they may not read (or deleted, or a draft) and an item the owner
 * showed to others are all left out, so nothing names what they cannot open.
 */
export async function menusForVisitor(db: Db, menus: SiteMenus, viewer: MenuViewer): Promise<VisitorMenus> {
  const pages = await pagesForMenus(db, pageIdsOf(menus), viewer.principal);
  const linkOf = (item: MenuItem, index: number): MenuLink | undefined => {
    if (!chosenFor(item, viewer.principal)) return undefined;
    if (item.kind === "builtin") {
      return !item.hidden && builtinShown(item.key, viewer) ? builtinLink(item.key, viewer) : undefined;
    }
    if (item.kind === "link") return { id: `link:${index}`, label: item.label, href: item.url, external: true };
    const page = pages.get(item.page_id);
    if (!page?.readable) return undefined;
    const href = page.slug === "privacy-policy" ? BUILTIN_MENU_ITEMS.privacy.path : `/p/${page.slug}/`;
    return { id: `page:${item.page_id}`, label: item.label || page.title, href, external: false };
  };
  const links = (items: MenuItem[]) => items.flatMap((item, index) => linkOf(item, index) ?? []);
  return { navbar: links(menus.navbar), footer: links(menus.footer) };
}
