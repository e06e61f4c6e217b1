import { API_PATHS, apiPath, type PersonChanged } from "@bastion/shared";
import { api } from "../../../lib/api-client";
import { usePersonMutation } from "./person-change";

export const verifyPerson = (id: number) =>
  api<PersonChanged>(apiPath(API_PATHS.admin.verifyPerson, { id }), { method: "POST" });

export const useVerifyPerson = (id: number) => usePersonMutation(() => verifyPerson(id));
