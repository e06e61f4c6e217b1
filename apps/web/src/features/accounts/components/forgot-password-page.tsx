import { LIMITS } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { AuthCard } from "../../../components/layout/auth-card";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useForgotPassword } from "../api/forgot-password";
import { ResetEmailSent } from "./reset-email-sent";
import { SignedOutOnly } from "./signed-out-only";
import { TextField } from "./text-field";

/** /forgot-password/: asks for a reset link, then shows the email-sent screen with resend. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors();
  const botCheck = useBotCheck("forgot_password");
  const forgot = useForgotPassword();
  const alerts = useAlerts();
  const t = useT("accounts");

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      fieldErrors.setErrors({ email: [t("accounts.fields.emailRequired")] });
      return;
    }
    setBusy(true);
    try {
      await forgot.mutateAsync({ email: email.trim(), "g-recaptcha-response": await botCheck.getToken() });
      setSentTo(email.trim());
    } catch (error) {
      if (error instanceof BotCheckError) alerts.show(error.message);
      else if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("accounts.errors.generic")));
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
          title={t("accounts.forgotPassword.title")}
          lead={t("accounts.forgotPassword.lead", { minutes: LIMITS.resetLinkMinutes })}
          footer={<Trans id="accounts.forgotPassword.footer" components={{ 0: <Link to="/login/" /> }} />}
        >
          <Form noValidate onSubmit={handleSubmit}>
            <TextField
              name="email"
              label={t("accounts.fields.email")}
              type="email"
              autoComplete="email"
              value={email}
              fieldErrors={fieldErrors}
              onChange={setEmail}
            />
            {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
            <Button type="submit" variant="primary" className="w-100" disabled={busy}>
              {busy ? t("accounts.sending") : t("accounts.forgotPassword.submit")}
            </Button>
          </Form>
        </AuthCard>
      )}
    </SignedOutOnly>
  );
}
