import type { PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const deactivatePerson = (id: number) =>
  api<PersonChanged>(`/admin/api/people/${id}/deactivate/`, { method: "POST" });

export const useDeactivatePerson = (id: number) => usePersonMutation(() => deactivatePerson(id));
