import { BUILTIN_MENU_ITEMS, type MenuItem, type MenuName, type SiteMenus, type SiteMenusInput } from "@bastion/shared";

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

/** How the editor and its announcements name an item. */
export function itemName(item: MenuItem, pageTitles: ReadonlyMap<number, string>): string {
  if (item.kind === "builtin") return BUILTIN_MENU_ITEMS[item.key].label;
  if (item.kind === "page") return item.label || pageTitles.get(item.page_id) || `Page #${item.page_id}`;
  return item.label || "New link";
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item === undefined || to < 0 || to > copy.length) return [...items];
  copy.splice(to, 0, item);
  return copy;
}
