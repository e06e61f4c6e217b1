import type { LoginResponse, SecondStepMethod } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ApiError, errorMessage } from "../../../lib/api-client";
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

  function handleExpired(error: unknown) {
    alerts.show(errorMessage(error, "This sign-in has expired. Sign in again."), "warning");
    onExpired();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fieldErrors.setErrors(code.trim() ? {} : { code: ["Enter the code."] });
    if (!code.trim()) return;
    setBusy(true);
    try {
      await onSignedIn(await secondStep.mutateAsync({ code }));
    } catch (error) {
      if (expired(error)) handleExpired(error);
      else if (!fieldErrors.showFrom(error))
        alerts.show(errorMessage(error, "The code could not be checked. Try again."));
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
          {busy && !showCode ? "Waiting for your passkey…" : "Use a passkey"}
        </Button>
      )}
      {showCode ? (
        <Form noValidate onSubmit={handleSubmit}>
          <TextField
            name="code"
            label={hasCode ? "Code" : "Recovery code"}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            fieldErrors={fieldErrors}
            onChange={setCode}
            hint={
              hasCode
                ? "The six digits your authenticator app shows now. Lost your phone? Type one of your recovery codes."
                : "One of the ten recovery codes you saved when you added your first passkey."
            }
          />
          <Button type="submit" variant={hasCode ? "primary" : "outline-light"} className="w-100" disabled={busy}>
            {busy ? "Checking…" : "Sign in"}
          </Button>
        </Form>
      ) : (
        <Button type="button" variant="link" className="w-100" onClick={() => setShowCode(true)}>
          Lost your passkey? Use a recovery code
        </Button>
      )}
      <Button type="button" variant="link" className="w-100 mt-2" onClick={onExpired}>
        Back to the password
      </Button>
    </>
  );
}
