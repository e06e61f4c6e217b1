import type { BuiltinMenuKey, MenuItem, MenuName, SiteMenus, SiteMenusInput } from "@bastion/shared";
import type { Translate } from "../../../lib/i18n";

/** An item while the owner edits it: `uid` keeps its row (and focus) across moves; never sent. */
export type EditorItem = MenuItem & { uid: string };
export type EditorMenus = Record<MenuName, EditorItem[]>;

let next = 0;
const uid = () => {
  next += 1;
  return `item-${next}`;
};

export const toEditor = (menus: SiteMenus): EditorMenus => ({
  navbar: menus.navbar.map((item) => ({ ...item, uid: uid() })),
  footer: menus.footer.map((item) => ({ ...item, uid: uid() })),
});

export const toInput = (menus: EditorMenus): SiteMenusInput => {
  const strip = (items: EditorItem[]) => items.map(({ uid: _uid, ...item }) => item);
  return { navbar: strip(menus.navbar), footer: strip(menus.footer) };
};

export const newLink = (): EditorItem => ({
  kind: "link",
  label: "",
  url: "https://",
  visible_to: "everyone",
  groups: [],
  uid: uid(),
});

export const newPage = (pageId: number): EditorItem => ({
  kind: "page",
  page_id: pageId,
  label: "",
  visible_to: "everyone",
  groups: [],
  uid: uid(),
});

/** What the editor names items by: the spec's items' names and the pages' titles, in the language shown. */
export interface ItemNames {
  builtin: Record<BuiltinMenuKey, string>;
  pageTitles: ReadonlyMap<number, string>;
  t: Translate;
}

/** How the editor and its announcements name an item. */
export function itemName(item: MenuItem, { builtin, pageTitles, t }: ItemNames): string {
  if (item.kind === "builtin") return builtin[item.key];
  if (item.kind === "page")
    return item.label || pageTitles.get(item.page_id) || t("menus.item.page", { id: item.page_id });
  return item.label || t("menus.item.newLink");
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item === undefined || to < 0 || to > copy.length) return [...items];
  copy.splice(to, 0, item);
  return copy;
}
