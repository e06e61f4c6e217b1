/** A target's page: its name as one path segment. */
export const targetPath = (name: string) => `/patching/${encodeURIComponent(name)}/`;
