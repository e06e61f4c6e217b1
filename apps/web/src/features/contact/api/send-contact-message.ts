import { API_PATHS, type ContactRequest, type ContactResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const sendContactMessage = (body: ContactRequest) =>
  api<ContactResponse>(API_PATHS.contact.send, { method: "POST", body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
