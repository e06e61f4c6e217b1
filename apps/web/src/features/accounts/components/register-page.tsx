import type { RegisterResponse } from "@bastion/shared";
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
import { useRegister } from "../api/register";
import { accountFormErrors, SERVER_FIELDS } from "./account-fields";
import { AccountTextFields } from "./account-text-fields";
import { SignedOutOnly } from "./signed-out-only";
import { VerificationEmailSent } from "./verification-email-sent";

const EMPTY = { username: "", email: "", password1: "", password2: "" };

/** /register/: then the verification-email-sent screen (spec §4 Registration). */
export function RegisterPage() {
  const [values, setValues] = useState(EMPTY);
  const [registration, setRegistration] = useState<RegisterResponse | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors(SERVER_FIELDS);
  const botCheck = useBotCheck("register");
  const register = useRegister();
  const alerts = useAlerts();
  const t = useT("accounts");

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = accountFormErrors(values, t);
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(problems?.errors ?? {});
    if (problems) {
      if (problems.mismatch) alerts.show(t("accounts.fields.passwordsMustMatch"), "warning");
      return;
    }
    setBusy(true);
    try {
      const token = await botCheck.getToken();
      setRegistration(await register.mutateAsync({ ...values, "g-recaptcha-response": token }));
    } catch (error) {
      if (error instanceof BotCheckError || !fieldErrors.showFrom(error)) {
        alerts.show(errorMessage(error, error instanceof BotCheckError ? error.message : t("accounts.errors.generic")));
      }
    } finally {
      setBusy(false);
    }
  }

  if (registration) return <VerificationEmailSent registration={registration} />;

  return (
    <SignedOutOnly>
      <AuthCard
        title={t("accounts.register.title")}
        lead={t("accounts.register.lead")}
        footer={<Trans id="accounts.register.footer" components={{ 0: <Link to="/login/" /> }} />}
      >
        <Form noValidate onSubmit={handleSubmit}>
          <AccountTextFields
            values={values}
            fieldErrors={fieldErrors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {busy ? t("accounts.register.submitting") : t("accounts.register.submit")}
          </Button>
        </Form>
      </AuthCard>
    </SignedOutOnly>
  );
}
