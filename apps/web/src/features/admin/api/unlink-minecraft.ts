import { API_PATHS, apiPath, type PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

/** The owner removes a person's Minecraft link (issue 32). */
export const unlinkMinecraft = (id: number) =>
  api<PersonChanged>(apiPath(API_PATHS.admin.unlinkMinecraft, { id }), { method: "POST" });

export const useUnlinkMinecraft = (id: number) => usePersonMutation(() => unlinkMinecraft(id));
