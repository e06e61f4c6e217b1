import { type AccessChangeRequest, API_PATHS, apiPath, type PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const changeAccess = (id: number, body: AccessChangeRequest) =>
  api<PersonChanged>(apiPath(API_PATHS.admin.changeAccess, { id }), { method: "POST", body });

export const useChangeAccess = (id: number) => usePersonMutation((body: AccessChangeRequest) => changeAccess(id, body));
