import type { LoginResponse } from "@bastion/shared";
import { useEffect, useRef, useState } from "react";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { passkeyFailure, usePasskeySupport } from "../../../lib/webauthn";
import { askForPasskey, cancelPasskeyPrompt, sendPasskey, signInWithPasskey } from "../api/passkey-sign-in";

/** A failed passkey sign-in in words; a prompt the person cancelled says so quietly. */
export function usePasskeyFailure() {
  const alerts = useAlerts();
  const t = useT("accounts");
  return (error: unknown) => {
    const refused = passkeyFailure(error);
    if (refused) return alerts.show(refused.message, refused.cancelled ? "warning" : "danger");
    alerts.show(errorMessage(error, t("accounts.passkey.failed")));
  };
}

/**
 * Offers the site's passkeys in the e-mail field's autofill (conditional UI) where the browser can:
 * picking one signs in. The waiting prompt is cancelled when the page is left.
 */
export function usePasskeyAutofill(onSignedIn: (answer: LoginResponse) => Promise<void>, enabled: boolean) {
  const support = usePasskeySupport();
  const report = usePasskeyFailure();
  const latest = useRef({ onSignedIn, report });
  latest.current = { onSignedIn, report };
  useEffect(() => {
    if (!support?.autofill || !enabled) return;
    let live = true;
    askForPasskey("alone", { autofill: true })
      // Until a passkey is picked, nothing is said: leaving the page or the button's own prompt ends
      // this one, and a browser or address that cannot offer passkeys just offers none.
      .catch(() => undefined)
      .then(async (response) => {
        if (!live || !response) return;
        try {
          await latest.current.onSignedIn(await sendPasskey("alone", response));
        } catch (error) {
          latest.current.report(error);
        }
      });
    return () => {
      live = false;
      void cancelPasskeyPrompt();
    };
  }, [support?.autofill, enabled]);
}

/** "Sign in with a passkey": the browser lists the site's passkeys; no e-mail or password needed. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn(answer: LoginResponse): Promise<void> }) {
  const support = usePasskeySupport();
  const report = usePasskeyFailure();
  const [busy, setBusy] = useState(false);
  const t = useT("accounts");
  if (!support?.passkeys) return null;

  async function handleClick() {
    setBusy(true);
    try {
      await onSignedIn(await signInWithPasskey("alone"));
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="text-center text-body-secondary small my-3">{t("accounts.passkey.or")}</div>
      <Button type="button" variant="outline-light" className="w-100" disabled={busy} onClick={handleClick}>
        {busy ? t("accounts.passkey.waiting") : t("accounts.passkey.signIn")}
      </Button>
    </>
  );
}
