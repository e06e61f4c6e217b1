import { API_PATHS, type LoginResponse } from "@bastion/shared";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { api } from "../../../lib/api-client";
import { loadWebAuthn } from "../../../lib/webauthn";

/** Where a passkey ceremony starts and finishes: alone, or as a sign-in's second step. */
const ROUTES = {
  alone: { start: API_PATHS.passkeys.signInStart, finish: API_PATHS.passkeys.signIn },
  secondStep: { start: API_PATHS.passkeys.secondStepStart, finish: API_PATHS.passkeys.secondStep },
} as const;

type Kind = keyof typeof ROUTES;

/**
 * The browser's part of a passkey sign-in: the server's options, then the browser's prompt (or,
 * with `autofill`, the username field's suggestions, waiting until one is picked).
 */
export async function askForPasskey(kind: Kind, { autofill = false }: { autofill?: boolean } = {}) {
  const webauthn = await loadWebAuthn();
  const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(ROUTES[kind].start, { method: "POST" });
  return webauthn.startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/**
 * Sends the signed challenge back. POST .../login/passkey/: 200 signed in, 400 expired, 401 refused,
 * 403/412 as the password's, 429 locked; the second step's also 410 (the password is asked again).
 */
export const sendPasskey = (kind: Kind, response: AuthenticationResponseJSON) =>
  api<LoginResponse>(ROUTES[kind].finish, { method: "POST", body: { response } });

/** A sign-in with a passkey, prompt and answer. */
export const signInWithPasskey = async (kind: Kind) => sendPasskey(kind, await askForPasskey(kind));

/** Ends a passkey prompt still waiting (the autofill's, when leaving the page). */
export async function cancelPasskeyPrompt() {
  (await loadWebAuthn()).WebAuthnAbortService.cancelCeremony();
}
