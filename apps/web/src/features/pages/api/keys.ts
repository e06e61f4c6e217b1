/** Every pages query lives under this key, so a save refreshes the public page and the console's lists alike. */
export const PAGES_KEY = ["pages"] as const;

export const pageKeys = {
  view: (slug: string) => [...PAGES_KEY, "view", slug] as const,
  list: (page: number) => [...PAGES_KEY, "list", page] as const,
  detail: (id: number) => [...PAGES_KEY, "detail", id] as const,
  revisions: (id: number, page: number) => [...PAGES_KEY, "revisions", id, page] as const,
  revision: (id: number, revision: number) => [...PAGES_KEY, "revision", id, revision] as const,
  groups: () => [...PAGES_KEY, "groups"] as const,
};
