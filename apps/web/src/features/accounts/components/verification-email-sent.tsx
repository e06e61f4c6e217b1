import { ACCOUNT_LIMITS, type RegisterResponse } from "@bastion/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useResendVerification } from "../api/resend-verification";

/**
 * After registration (spec §4): the verification-email-sent screen with a resend button, which
 * leads to the resent confirmation or, past the limit, the max-attempts screen.
 */
export function VerificationEmailSent({ registration }: { registration: RegisterResponse }) {
  const [state, setState] = useState<"sent" | "resent" | "max-attempts">("sent");
  const [limitMessage, setLimitMessage] = useState("");
  const resend = useResendVerification();
  const alerts = useAlerts();
  const t = useT("accounts");

  function handleResend() {
    resend.mutate(
      { email: registration.email, pin: registration.pin },
      {
        onSuccess: () => setState("resent"),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 429) {
            setLimitMessage(errorMessage(error, ""));
            setState("max-attempts");
          } else alerts.show(errorMessage(error, t("accounts.errors.generic")));
        },
      },
    );
  }

  if (state === "max-attempts") {
    return (
      <AuthCard title={t("accounts.maxResendAttempts")}>
        <p>
          <Trans
            id="accounts.verificationEmailSent.alreadySent"
            values={{ email: registration.email }}
            components={{ 0: <strong /> }}
          />
        </p>
        <p className="text-body-secondary mb-0">
          {limitMessage || t("accounts.verificationEmailSent.maxAttempts", { count: ACCOUNT_LIMITS.resendAttempts })}
        </p>
      </AuthCard>
    );
  }

  const resent = state === "resent";
  const email = { 0: <strong className="text-break" /> };
  return (
    <AuthCard
      title={resent ? t("accounts.verificationEmailSent.resentTitle") : t("accounts.verificationEmailSent.title")}
    >
      {!registration.mail_sent && !resent && (
        <Alert variant="warning" className="py-2">
          {registration.message}
        </Alert>
      )}
      <p>
        {resent ? (
          <Trans id="accounts.verificationEmailSent.resent" values={{ email: registration.email }} components={email} />
        ) : (
          <Trans id="accounts.verificationEmailSent.sent" values={{ email: registration.email }} components={email} />
        )}
      </p>
      <p className="text-body-secondary small">
        {resent
          ? t("accounts.verificationEmailSent.linkNoteResent", { hours: ACCOUNT_LIMITS.verificationLinkHours })
          : t("accounts.verificationEmailSent.linkNote", { hours: ACCOUNT_LIMITS.verificationLinkHours })}
      </p>
      <Button variant="outline-light" onClick={handleResend} disabled={resend.isPending}>
        {resend.isPending ? t("accounts.sending") : t("accounts.verificationEmailSent.resend")}
      </Button>
    </AuthCard>
  );
}
