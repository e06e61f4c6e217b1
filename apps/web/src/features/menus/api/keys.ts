/** Every menus query starts with this: a save asks them all again. */
export const MENUS_KEY = ["menus"] as const;

export const menuKeys = {
  /** The visitor's menus depend on who is signed in. */
  visitor: (username: string | null) => [...MENUS_KEY, "visitor", username] as const,
  console: () => [...MENUS_KEY, "console"] as const,
  pages: () => [...MENUS_KEY, "pages"] as const,
  groups: () => [...MENUS_KEY, "groups"] as const,
};
