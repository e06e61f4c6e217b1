/** Every news network query lives under this key, so one invalidation refreshes them all. */
export const NEWS_KEY = ["news-networks"] as const;

export const newsKeys = {
  home: () => [...NEWS_KEY, "home"] as const,
  network: (id: number) => [...NEWS_KEY, "network", id] as const,
};
