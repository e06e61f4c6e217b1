/** Every downloads query lives under this key, so one invalidation refreshes them all after a change. */
export const DOWNLOADS_KEY = ["downloads"] as const;

export const downloadsKeys = {
  folders: () => [...DOWNLOADS_KEY, "folders"] as const,
  folder: (folder: string) => [...DOWNLOADS_KEY, "folder", folder] as const,
  subfolder: (folder: string, subfolder: string) => [...DOWNLOADS_KEY, "subfolder", folder, subfolder] as const,
};
