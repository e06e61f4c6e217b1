/**
 * What an API key may be allowed to do: the one list the server checks and the keys page offers.
 * A feature with a bearer-key API adds its scope here (the patching issue adds `patches:read`).
 */
export const API_SCOPES = {
  "punishments:write": "Send punishments from the game server (POST /api/v1/punishments).",
} as const;

export type ApiScope = keyof typeof API_SCOPES;
export const API_SCOPE_NAMES = Object.keys(API_SCOPES) as ApiScope[];

/** Keys start with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "bst_";
export const API_KEY_NAME_MAX = 64;
