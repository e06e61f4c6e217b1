/** Every Discord query lives under this key, so a save or a test refreshes the list. */
export const DISCORD_KEY = ["discord"] as const;

export const discordKeys = {
  webhooks: () => [...DISCORD_KEY, "webhooks"] as const,
  delivery: (id: number) => [...DISCORD_KEY, "delivery", id] as const,
};
