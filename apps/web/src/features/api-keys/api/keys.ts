export const API_KEYS_KEY = ["api-keys"] as const;
