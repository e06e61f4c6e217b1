import { API_PATHS, type LoginResponse } from "@bastion/shared";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { api } from "../../../lib/api-client";
import { loadWebAuthn } from "../../../lib/webauthn";

/** Where a passkey ceremony starts and finishes: alone, or as a sign-in's second step. */
const ROUTES = {
  alone: { start: API_PATHS.passkeys.signInStart, finish: API_PATHS.passkeys.signIn },
  secondStep: { start: API_PATHS.passkeys.secondStepStart, finish: API_PATHS.passkeys.secondStep },
} as const;

/**
 * Signs in with a passkey: the server's options, the browser's prompt (or, with `autofill`, the
 * username field's suggestions, waiting until one is picked), then the signed challenge sent back.
 * POST .../login/passkey/: 200 signed in, 400 expired, 401 refused, 403/412 as the password's, 429 locked;
 * the second step's also 410 (the password is asked again).
 */
export async function signInWithPasskey(
  kind: keyof typeof ROUTES,
  { autofill = false }: { autofill?: boolean } = {},
): Promise<LoginResponse> {
  const webauthn = await loadWebAuthn();
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(ROUTES[kind].start, { method: "POST" });
  const response = await webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return api<LoginResponse>(ROUTES[kind].finish, { method: "POST", body: { response } });
}

/** Ends a passkey prompt still waiting (the autofill's, when leaving the page). */
export async function cancelPasskeyPrompt() {
  (await loadWebAuthn()).WebAuthnAbortService.cancelCeremony();
}
