/** Every announcements query lives under this key, so one invalidation refreshes them all. */
export const ANNOUNCEMENTS_KEY = ["announcements"] as const;

export const announcementKeys = {
  list: (page: number) => [...ANNOUNCEMENTS_KEY, "list", page] as const,
  view: (id: number) => [...ANNOUNCEMENTS_KEY, "view", id] as const,
  comments: (id: number) => [...ANNOUNCEMENTS_KEY, "comments", id] as const,
  editable: (id: number) => [...ANNOUNCEMENTS_KEY, "editable", id] as const,
};
