import { API_PATHS, apiPath, type MessageResponse, type PasskeyAdded, type PasskeysResponse } from "@bastion/shared";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { loadWebAuthn } from "../../../lib/webauthn";
import { SESSIONS_KEY } from "./sessions";
import { TWO_STEP_STATUS_KEY } from "./two-step";

const PASSKEYS_KEY = ["passkeys"] as const;

/** The account's own passkeys (issue 29). */
export const usePasskeys = () =>
  useQuery({ queryKey: PASSKEYS_KEY, queryFn: () => api<PasskeysResponse>(API_PATHS.passkeys.list) });

/**
 * Each change reads the list again; adding or removing one also signs the other browsers out and
 * may turn two-step sign-in on or off, so those are read again too, in the background.
 */
function usePasskeysChange<Variables, Answer>(request: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: TWO_STEP_STATUS_KEY });
      return queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });
    },
  });
}

/** Adds a passkey: the server's options, the browser's prompt, then the new passkey sent back. */
async function addPasskey(name: string): Promise<PasskeyAdded> {
  const webauthn = await loadWebAuthn();
  const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>(API_PATHS.passkeys.registerStart, {
    method: "POST",
  });
  const response = await webauthn.startRegistration({ optionsJSON });
  return api<PasskeyAdded>(API_PATHS.passkeys.register, { method: "POST", body: { name, response } });
}

export const useAddPasskey = () => usePasskeysChange(addPasskey);

export const useRenamePasskey = () =>
  usePasskeysChange(({ id, name }: { id: number; name: string }) =>
    api<MessageResponse>(apiPath(API_PATHS.passkeys.rename, { id }), { method: "POST", body: { name } }),
  );

export const useRemovePasskey = () =>
  usePasskeysChange((id: number) =>
    api<MessageResponse>(apiPath(API_PATHS.passkeys.remove, { id }), { method: "POST" }),
  );
