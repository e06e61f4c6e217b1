import { useEffect, useState } from "react";
import { translate } from "./i18n";

// Passkeys in the browser (issue 29, docs/decisions/025): SimpleWebAuthn's browser library, loaded
// only by the screens that use it, when they first need it, so it stays out of the main bundle.

/** The WebAuthn browser library (the module loader keeps it once loaded). */
export const loadWebAuthn = () => import("@simplewebauthn/browser");
export type WebAuthnBrowser = Awaited<ReturnType<typeof loadWebAuthn>>;

export interface PasskeySupport {
  /** The browser can make and use passkeys. */
  passkeys: boolean;
  /** It also offers them in a username field's autofill ("conditional UI"). */
  autofill: boolean;
}

/** What this browser can do with passkeys; undefined while finding out. */
export function usePasskeySupport(): PasskeySupport | undefined {
  const [support, setSupport] = useState<PasskeySupport>();
  useEffect(() => {
    let live = true;
    loadWebAuthn()
      .then(async (webauthn) => {
        const passkeys = webauthn.browserSupportsWebAuthn();
        const autofill = passkeys && (await webauthn.browserSupportsWebAuthnAutofill());
        if (live) setSupport({ passkeys, autofill });
      })
      .catch(() => {
        if (live) setSupport({ passkeys: false, autofill: false });
      });
    return () => {
      live = false;
    };
  }, []);
  return support;
}

/**
 * The browser's own refusals, in words of the language shown (common's, always loaded): a cancelled
 * prompt is the person's choice, not a failure.
 */
export function passkeyFailure(error: unknown): { message: string; cancelled: boolean } | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: string }).code;
  if (error.name === "NotAllowedError" || error.name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return { message: translate("common.passkey.cancelled"), cancelled: true };
  }
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return { message: translate("common.passkey.alreadyOnDevice"), cancelled: false };
  }
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || error.name === "SecurityError") {
    return { message: translate("common.passkey.wrongAddress"), cancelled: false };
  }
  return undefined;
}
