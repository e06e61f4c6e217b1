import type { PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const verifyPerson = (id: number) => api<PersonChanged>(`/admin/api/people/${id}/verify/`, { method: "POST" });

export const useVerifyPerson = (id: number) => usePersonMutation(() => verifyPerson(id));
