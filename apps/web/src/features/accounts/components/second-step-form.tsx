import type { LoginResponse } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useSecondStep } from "../api/login";
import { TextField } from "./text-field";

interface SecondStepFormProps {
  /** The code was right: the account is signed in. */
  onSignedIn(answer: LoginResponse): Promise<void>;
  /** The second step expired (after five minutes): the password is asked again. */
  onExpired(): void;
}

/** The second step of signing in: the authenticator app's code, or a recovery code. */
export function SecondStepForm({ onSignedIn, onExpired }: SecondStepFormProps) {
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const secondStep = useSecondStep();
  const alerts = useAlerts();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    fieldErrors.setErrors(code.trim() ? {} : { code: ["Enter the code."] });
    if (!code.trim()) return;
    setBusy(true);
    try {
      await onSignedIn(await secondStep.mutateAsync({ code }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) {
        alerts.show(errorMessage(error, "This sign-in has expired. Sign in again."), "warning");
        onExpired();
      } else if (!fieldErrors.showFrom(error)) {
        alerts.show(errorMessage(error, "The code could not be checked. Try again."));
      }
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <TextField
        name="code"
        label="Code"
        autoComplete="one-time-code"
        autoFocus
        value={code}
        fieldErrors={fieldErrors}
        onChange={setCode}
        hint="The six digits your authenticator app shows now. Lost your phone? Type one of your recovery codes."
      />
      <Button type="submit" variant="primary" className="w-100" disabled={busy}>
        {busy ? "Checking…" : "Sign in"}
      </Button>
      <Button type="button" variant="link" className="w-100 mt-2" onClick={onExpired}>
        Back to the password
      </Button>
    </Form>
  );
}
