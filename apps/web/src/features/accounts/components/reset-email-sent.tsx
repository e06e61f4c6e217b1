import { ACCOUNT_LIMITS, LIMITS } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { ErrorPage } from "../../../components/errors/error-page";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useResendPasswordReset } from "../api/resend-password-reset";

const GENERIC_FAILURE = "An error occurred while verifying.";

/** The email-sent screen of the forgot-password flow: resend gives resent (200), max attempts (429) or invalid (404). */
export function ResetEmailSent({ email, onStartOver }: { email: string; onStartOver(): void }) {
  const [state, setState] = useState<"sent" | "resent" | "max-attempts" | "invalid">("sent");
  const [serverMessage, setServerMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const botCheck = useBotCheck("forgot_password");
  const resend = useResendPasswordReset();
  const alerts = useAlerts();

  async function handleResend() {
    setBusy(true);
    try {
      await resend.mutateAsync({ email, "g-recaptcha-response": await botCheck.getToken() });
      setState("resent");
    } catch (error) {
      if (error instanceof ApiError && (error.status === 429 || error.status === 404)) {
        setServerMessage(errorMessage(error, ""));
        setState(error.status === 429 ? "max-attempts" : "invalid");
      } else alerts.show(error instanceof BotCheckError ? error.message : errorMessage(error, GENERIC_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  const startOver = (
    <Button variant="outline-light" onClick={onStartOver}>
      Start over
    </Button>
  );
  if (state === "invalid") {
    return (
      <ErrorPage title="Invalid Link" actions={startOver}>
        {serverMessage || "There is no pending password reset for that address."}
      </ErrorPage>
    );
  }
  if (state === "max-attempts") {
    return (
      <ErrorPage title="Maximum resend attempts reached">
        {serverMessage ||
          `You can ask for at most ${ACCOUNT_LIMITS.resendAttempts} new links an hour. Check your spam folder, or try again later.`}
      </ErrorPage>
    );
  }
  return (
    <AuthCard title={state === "resent" ? "Reset e-mail resent" : "Check your e-mail"}>
      <p>
        If an account uses <strong className="text-break">{email}</strong>, we sent it a link to choose a new password.
      </p>
      <p className="text-body-secondary small">
        The link works for {LIMITS.resetLinkMinutes} minutes and only once.
        {state === "resent"
          ? " Only the newest link works."
          : " Nothing arrived? Check your spam folder or send it again."}
      </p>
      {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-light" onClick={handleResend} disabled={busy}>
          {busy ? "Sending…" : "Resend e-mail"}
        </Button>
        {startOver}
      </div>
    </AuthCard>
  );
}
