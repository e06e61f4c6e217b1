import type { PatchDownloadsQuery } from "@bastion/shared";

/** Every patching query lives under this key, so one invalidation refreshes them all after a change. */
export const PATCHING_KEY = ["patching"] as const;

export const patchingKeys = {
  targets: () => [...PATCHING_KEY, "targets"] as const,
  patches: (targetId: number, page: number) => [...PATCHING_KEY, "patches", targetId, page] as const,
};

/** The owner's record of API downloads (/api/downloads/). */
export const API_DOWNLOADS_KEY = ["api-downloads"] as const;

export const apiDownloadsKeys = {
  list: (query: PatchDownloadsQuery) => [...API_DOWNLOADS_KEY, "list", query] as const,
  totals: () => [...API_DOWNLOADS_KEY, "totals"] as const,
};
