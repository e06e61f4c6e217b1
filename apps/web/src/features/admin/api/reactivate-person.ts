import { API_PATHS, apiPath, type PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const reactivatePerson = (id: number) =>
  api<PersonChanged>(apiPath(API_PATHS.admin.reactivatePerson, { id }), { method: "POST" });

export const useReactivatePerson = (id: number) => usePersonMutation(() => reactivatePerson(id));
