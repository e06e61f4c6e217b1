import type { ContactRequest, ContactResponse } from "@bastion/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export const sendContactMessage = (body: ContactRequest) =>
  api<ContactResponse>("/core/contact-us/", { method: "POST", body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
