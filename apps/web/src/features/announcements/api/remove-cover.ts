import { type AnnouncementCover, API_PATHS, apiPath } from "@bastion/shared";
import { api } from "../../../lib/api-client";

/** Goes back to the default card picture. */
export const removeCover = (id: number) =>
  api<AnnouncementCover>(apiPath(API_PATHS.announcements.cover, { id }), { method: "DELETE" });
