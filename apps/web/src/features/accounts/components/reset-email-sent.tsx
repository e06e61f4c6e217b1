import { ACCOUNT_LIMITS, LIMITS } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { ErrorPage } from "../../../components/errors/error-page";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useResendPasswordReset } from "../api/resend-password-reset";

/** The email-sent screen of the forgot-password flow: resend gives resent (200), max attempts (429) or invalid (404). */
export function ResetEmailSent({ email, onStartOver }: { email: string; onStartOver(): void }) {
  const [state, setState] = useState<"sent" | "resent" | "max-attempts" | "invalid">("sent");
  const [serverMessage, setServerMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const botCheck = useBotCheck("forgot_password");
  const resend = useResendPasswordReset();
  const alerts = useAlerts();
  const t = useT("accounts");

  async function handleResend() {
    setBusy(true);
    try {
      await resend.mutateAsync({ email, "g-recaptcha-response": await botCheck.getToken() });
      setState("resent");
    } catch (error) {
      if (error instanceof ApiError && (error.status === 429 || error.status === 404)) {
        setServerMessage(errorMessage(error, ""));
        setState(error.status === 429 ? "max-attempts" : "invalid");
      } else
        alerts.show(error instanceof BotCheckError ? error.message : errorMessage(error, t("accounts.errors.generic")));
    } finally {
      setBusy(false);
    }
  }

  const startOver = (
    <Button variant="outline-light" onClick={onStartOver}>
      {t("accounts.resetEmailSent.startOver")}
    </Button>
  );
  if (state === "invalid") {
    return (
      <ErrorPage title={t("accounts.invalidLink")} actions={startOver}>
        {serverMessage || t("accounts.resetEmailSent.nothingPending")}
      </ErrorPage>
    );
  }
  if (state === "max-attempts") {
    return (
      <ErrorPage title={t("accounts.maxResendAttempts")}>
        {serverMessage || t("accounts.resetEmailSent.maxAttempts", { count: ACCOUNT_LIMITS.resendAttempts })}
      </ErrorPage>
    );
  }
  return (
    <AuthCard
      title={state === "resent" ? t("accounts.resetEmailSent.resentTitle") : t("accounts.resetEmailSent.title")}
    >
      <p>
        <Trans
          id="accounts.resetEmailSent.sent"
          values={{ email }}
          components={{ 0: <strong className="text-break" /> }}
        />
      </p>
      <p className="text-body-secondary small">
        {state === "resent"
          ? t("accounts.resetEmailSent.linkNoteResent", { minutes: LIMITS.resetLinkMinutes })
          : t("accounts.resetEmailSent.linkNote", { minutes: LIMITS.resetLinkMinutes })}
      </p>
      {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="outline-light" onClick={handleResend} disabled={busy}>
          {busy ? t("accounts.sending") : t("accounts.resetEmailSent.resend")}
        </Button>
        {startOver}
      </div>
    </AuthCard>
  );
}
