import { ANNOUNCEMENT_COVER_FIELD, type AnnouncementPicture, API_PATHS } from "@bastion/shared";
import { api } from "../../../lib/api-client";

/** Stores a picture for an announcement's text (multipart, field img); the answer's url goes in an <img>. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append(ANNOUNCEMENT_COVER_FIELD, file);
  return api<AnnouncementPicture>(API_PATHS.announcements.picture, { method: "POST", body: form });
}
