import type { AccessChangeRequest, PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const changeAccess = (id: number, body: AccessChangeRequest) =>
  api<PersonChanged>(`/admin/api/people/${id}/access/`, { method: "POST", body });

export const useChangeAccess = (id: number) => usePersonMutation((body: AccessChangeRequest) => changeAccess(id, body));
