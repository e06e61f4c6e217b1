/** Every ranks query lives under this key, so a save refreshes the console's list and the staff page. */
export const RANKS_KEY = ["ranks"] as const;

export const rankKeys = {
  list: () => [...RANKS_KEY, "list"] as const,
  staff: () => [...RANKS_KEY, "staff"] as const,
};
