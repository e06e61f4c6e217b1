import type { PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const reactivatePerson = (id: number) =>
  api<PersonChanged>(`/admin/api/people/${id}/reactivate/`, { method: "POST" });

export const useReactivatePerson = (id: number) => usePersonMutation(() => reactivatePerson(id));
