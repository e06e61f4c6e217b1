import { API_PATHS, apiPath, type PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const deactivatePerson = (id: number) =>
  api<PersonChanged>(apiPath(API_PATHS.admin.deactivatePerson, { id }), { method: "POST" });

export const useDeactivatePerson = (id: number) => usePersonMutation(() => deactivatePerson(id));
