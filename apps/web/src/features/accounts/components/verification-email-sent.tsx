import { ACCOUNT_LIMITS, type RegisterResponse } from "@bastion/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useResendVerification } from "../api/resend-verification";

const GENERIC_FAILURE = "An error occurred while verifying.";

/**
 * After registration (spec §4): the verification-email-sent screen with a resend button, which
 * leads to the resent confirmation or, past the limit, the max-attempts screen.
 */
export function VerificationEmailSent({ registration }: { registration: RegisterResponse }) {
  const [state, setState] = useState<"sent" | "resent" | "max-attempts">("sent");
  const [limitMessage, setLimitMessage] = useState("");
  const resend = useResendVerification();
  const alerts = useAlerts();

  function handleResend() {
    resend.mutate(
      { email: registration.email, pin: registration.pin },
      {
        onSuccess: () => setState("resent"),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            setLimitMessage(errorMessage(error, ""));
            setState("max-attempts");
          } else alerts.show(errorMessage(error, GENERIC_FAILURE));
        },
      },
    );
  }

  if (state === "max-attempts") {
    return (
      <AuthCard title="Maximum resend attempts reached">
        <p>
          We have already sent the verification e-mail to <strong>{registration.email}</strong> several times.
        </p>
        <p className="text-body-secondary mb-0">
          {limitMessage ||
            `You can ask for at most ${ACCOUNT_LIMITS.resendAttempts} new e-mails an hour. Check your spam folder, or try again later.`}
        </p>
      </AuthCard>
    );
  }

  const resent = state === "resent";
  return (
    <AuthCard title={resent ? "Verification e-mail resent" : "Verify your e-mail"}>
      {!registration.mail_sent && !resent && (
        <Alert variant="warning" className="py-2">
          {registration.message}
        </Alert>
      )}
      <p>
        {resent ? "We sent a new verification link to " : "We sent a verification link to "}
        <strong className="text-break">{registration.email}</strong>. Open it to activate your account, then sign in.
      </p>
      <p className="text-body-secondary small">
        The link works for {ACCOUNT_LIMITS.verificationLinkHours} hours. Nothing arrived? Check your spam folder or send
        it again{resent ? " (the previous link no longer works)" : ""}.
      </p>
      <Button variant="outline-light" onClick={handleResend} disabled={resend.isPending}>
        {resend.isPending ? "Sending…" : "Resend verification e-mail"}
      </Button>
    </AuthCard>
  );
}
