import { API_PATHS, type ReconfirmRequest, type ReconfirmResponse, type ReconfirmState } from "@bastion/shared";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../api-client";
import { loadWebAuthn } from "../webauthn";

/** How the signed-in person confirms it is them (issue 29): asked each time the dialog opens. */
export const reconfirmStateQuery = queryOptions({
  queryKey: ["reconfirm"] as const,
  queryFn: ({ signal }) => api<ReconfirmState>(API_PATHS.session.reconfirm, { signal }),
  staleTime: 0,
});

export const reconfirm = (body: ReconfirmRequest) =>
  api<ReconfirmResponse>(API_PATHS.session.reconfirm, { method: "POST", body });

/** Confirms with one of the account's passkeys: the server's options, the browser's prompt, the check. */
export async function reconfirmWithPasskey(): Promise<ReconfirmResponse> {
  const webauthn = await loadWebAuthn();
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(API_PATHS.session.reconfirmPasskeyStart, {
    method: "POST",
  });
  const response = await webauthn.startAuthentication({ optionsJSON });
  return api<ReconfirmResponse>(API_PATHS.session.reconfirmPasskey, { method: "POST", body: { response } });
}
