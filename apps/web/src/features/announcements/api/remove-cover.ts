import type { AnnouncementCover } from "@bastion/shared";
import { api } from "../../../lib/api-client";

/** Goes back to the default card picture. */
export const removeCover = (id: number) =>
  api<AnnouncementCover>(`/announcements/api/image/${id}/`, { method: "DELETE" });
