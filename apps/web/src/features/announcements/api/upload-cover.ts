import { ANNOUNCEMENT_COVER_FIELD, type AnnouncementCover, API_PATHS, apiPath } from "@bastion/shared";
import { api } from "../../../lib/api-client";

/** Replaces the card picture (multipart, field img); the server re-encodes it to 1200x630. */
export function uploadCover(id: number, file: File) {
  const form = new FormData();
  form.append(ANNOUNCEMENT_COVER_FIELD, file);
  return api<AnnouncementCover>(apiPath(API_PATHS.announcements.cover, { id }), { method: "POST", body: form });
}
