import type { LoginResponse, SecondStepMethod } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useSecondStep } from "../api/login";
import { signInWithPasskey } from "../api/passkey-sign-in";
import { usePasskeyFailure } from "./passkey-sign-in";
import { TextField } from "./text-field";

interface SecondStepFormProps {
  /** What the account can give (the login's 202): its passkeys, its authenticator app's code. */
  methods: SecondStepMethod[];
  /** The code or passkey was right: the account is signed in. */
  onSignedIn(answer: LoginResponse): Promise<void>;
  /** The second step expired (after five minutes): the password is asked again. */
  onExpired(): void;
}

const expired = (error: unknown) => error instanceof ApiError && error.status === 410;

/**
 * The second step of signing in: a passkey, the authenticator app's code, or a recovery code (an
 * account with passkeys only has its recovery codes behind "Use a recovery code").
 */
export function SecondStepForm({ methods, onSignedIn, onExpired }: SecondStepFormProps) {
  const hasCode = methods.includes("code");
  const hasPasskey = methods.includes("passkey");
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [showCode, setShowCode] = useState(hasCode);
  const fieldErrors = useFieldErrors();
  const secondStep = useSecondStep();
  const alerts = useAlerts();
  const reportPasskey = usePasskeyFailure();
  const t = useT("accounts");

  function handleExpired(error: unknown) {
    alerts.show(errorMessage(error, t("accounts.secondStep.expired")), "warning");
    onExpired();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fieldErrors.setErrors(code.trim() ? {} : { code: [t("accounts.secondStep.enterCode")] });
    if (!code.trim()) return;
    setBusy(true);
    try {
      await onSignedIn(await secondStep.mutateAsync({ code }));
    } catch (error) {
      if (expired(error)) handleExpired(error);
      else if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("accounts.secondStep.checkFailed")));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  async function handlePasskey() {
    setBusy(true);
    try {
      await onSignedIn(await signInWithPasskey("secondStep"));
    } catch (error) {
      if (expired(error)) handleExpired(error);
      else reportPasskey(error);
    } finally {
      setBusy(false);
    }
  }

  // One primary button: the passkey's when the account has no authenticator app, else the code's Sign in.
  return (
    <>
      {hasPasskey && (
        <Button
          type="button"
          variant={hasCode ? "outline-light" : "primary"}
          className="w-100 mb-3"
          disabled={busy}
          onClick={handlePasskey}
        >
          {busy && !showCode ? t("accounts.passkey.waiting") : t("accounts.secondStep.usePasskey")}
        </Button>
      )}
      {showCode ? (
        <Form noValidate onSubmit={handleSubmit}>
          <TextField
            name="code"
            label={hasCode ? t("accounts.secondStep.code") : t("accounts.secondStep.recoveryCode")}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            fieldErrors={fieldErrors}
            onChange={setCode}
            hint={hasCode ? t("accounts.secondStep.codeHint") : t("accounts.secondStep.recoveryCodeHint")}
          />
          <Button type="submit" variant={hasCode ? "primary" : "outline-light"} className="w-100" disabled={busy}>
            {busy ? t("accounts.secondStep.checking") : t("accounts.secondStep.submit")}
          </Button>
        </Form>
      ) : (
        <Button type="button" variant="link" className="w-100" onClick={() => setShowCode(true)}>
          {t("accounts.secondStep.useRecoveryCode")}
        </Button>
      )}
      <Button type="button" variant="link" className="w-100 mt-2" onClick={onExpired}>
        {t("accounts.secondStep.back")}
      </Button>
    </>
  );
}
