/** Timestamps are stored as ISO-8601 UTC text on both databases (docs/decisions/002-portable-columns.md). */
export const nowIso = () => new Date().toISOString();
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

export const HOUR_MS = 60 * 60 * 1000;
