import { LIMITS } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { AuthCard } from "../../../components/layout/auth-card";
import { errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useForgotPassword } from "../api/forgot-password";
import { ResetEmailSent } from "./reset-email-sent";
import { SignedOutOnly } from "./signed-out-only";
import { TextField } from "./text-field";

const GENERIC_FAILURE = "An error occurred while verifying.";

/** /forgot-password/: asks for a reset link, then shows the email-sent screen with resend. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const botCheck = useBotCheck("forgot_password");
  const forgot = useForgotPassword();
  const alerts = useAlerts();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      fieldErrors.setErrors({ email: ["E-mail is required."] });
      return;
    }
    setBusy(true);
    try {
      await forgot.mutateAsync({ email: email.trim(), "g-recaptcha-response": await botCheck.getToken() });
      setSentTo(email.trim());
    } catch (error) {
      if (error instanceof BotCheckError) alerts.show(error.message);
      else if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, GENERIC_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutOnly>
      {sentTo ? (
        <ResetEmailSent email={sentTo} onStartOver={() => setSentTo(null)} />
      ) : (
        <AuthCard
          title="Forgot password"
          lead={`Enter the e-mail address of your account. We will send you a link to choose a new password; it works for ${LIMITS.resetLinkMinutes} minutes.`}
          footer={
            <>
              Remembered it? <Link to="/login/">Sign in</Link>
            </>
          }
        >
          <Form noValidate onSubmit={handleSubmit}>
            <TextField
              name="email"
              label="E-mail"
              type="email"
              autoComplete="email"
              value={email}
              fieldErrors={fieldErrors}
              onChange={setEmail}
            />
            {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
            <Button type="submit" variant="primary" className="w-100" disabled={busy}>
              {busy ? "Sending…" : "Send reset link"}
            </Button>
          </Form>
        </AuthCard>
      )}
    </SignedOutOnly>
  );
}
