// Constants the web app needs at run time live here, away from zod (docs/decisions/003).

/** The multipart field of the cover picture upload (POST /announcements/api/image/{id}/). */
export const ANNOUNCEMENT_COVER_FIELD = "img";

/** What the cover upload accepts, judged by content on the server. */
export const ANNOUNCEMENT_COVER_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const ANNOUNCEMENT_COVER_MAX_BYTES = 10 * 1024 * 1024;
