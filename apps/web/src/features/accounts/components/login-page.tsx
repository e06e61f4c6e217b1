import type { SecondStepMethod } from "@bastion/shared";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { Trans, useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLogin } from "../api/login";
import { PasskeySignInButton, usePasskeyAutofill } from "./passkey-sign-in";
import { safeNext } from "./safe-next";
import { SecondStepForm } from "./second-step-form";
import { SignedOutOnly } from "./signed-out-only";
import { TextField } from "./text-field";

/** /login/: e-mail and password; afterwards the active user is refetched and ?next= followed. */
export function LoginPage() {
  const [values, setValues] = useState({ email: "", password: "" });
  const [done, setDone] = useState(false);
  const fieldErrors = useFieldErrors();
  const botCheck = useBotCheck("login");
  const login = useLogin();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const t = useT("accounts");
  const [busy, setBusy] = useState(false);
  // After a right password on an account with two-step sign-in, its code or passkey is asked next.
  const [secondStep, setSecondStep] = useState<SecondStepMethod[] | null>(null);

  async function finishSignIn(answer: { message: string }) {
    setDone(true);
    await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
    alerts.show(answer.message, "success");
    navigate(safeNext(params.get("next")), { replace: true });
  }

  // The browser offers the site's passkeys in the e-mail field's suggestions; picking one signs in.
  usePasskeyAutofill(finishSignIn, secondStep === null && !done);

  function reportFailure(error: unknown) {
    if (error instanceof BotCheckError) return alerts.show(error.message);
    if (fieldErrors.showFrom(error)) return;
    // 412 (not verified: a new link is on its way) and 429 (locked) carry the server's own message.
    const notVerified = error instanceof ApiError && error.status === 412;
    alerts.show(errorMessage(error, t("accounts.login.failed")), notVerified ? "warning" : "danger");
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!values.email.trim()) missing.email = [t("accounts.fields.emailRequired")];
    if (!values.password) missing.password = [t("accounts.fields.passwordRequired")];
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const token = await botCheck.getToken();
      const answer = await login.mutateAsync({ ...values, "g-recaptcha-response": token });
      if ("second_step" in answer) {
        setSecondStep(answer.methods);
        return;
      }
      await finishSignIn(answer);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    const lead = secondStep.includes("code") ? t("accounts.secondStep.leadCode") : t("accounts.secondStep.leadPasskey");
    return (
      <SignedOutOnly enabled={!done}>
        <AuthCard title={t("accounts.secondStep.title")} lead={lead}>
          <SecondStepForm
            methods={secondStep}
            onSignedIn={finishSignIn}
            onExpired={() => {
              setSecondStep(null);
              setValues((current) => ({ ...current, password: "" }));
            }}
          />
        </AuthCard>
      </SignedOutOnly>
    );
  }

  return (
    <SignedOutOnly enabled={!done}>
      <AuthCard
        title={t("accounts.login.title")}
        lead={t("accounts.login.lead")}
        footer={<Trans id="accounts.login.footer" components={{ 0: <Link to="/register/" /> }} />}
      >
        <Form noValidate onSubmit={handleSubmit}>
          <TextField
            name="email"
            label={t("accounts.fields.email")}
            type="email"
            autoComplete="username webauthn"
            value={values.email}
            fieldErrors={fieldErrors}
            onChange={(email) => setValues((current) => ({ ...current, email }))}
          />
          <TextField
            name="password"
            label={t("accounts.fields.password")}
            type="password"
            autoComplete="current-password"
            value={values.password}
            fieldErrors={fieldErrors}
            onChange={(password) => setValues((current) => ({ ...current, password }))}
          />
          <div className="d-flex justify-content-end mb-3 small">
            <Link to="/forgot-password/">{t("accounts.login.forgotPassword")}</Link>
          </div>
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {busy ? t("accounts.login.submitting") : t("accounts.login.submit")}
          </Button>
        </Form>
        <PasskeySignInButton onSignedIn={finishSignIn} />
      </AuthCard>
    </SignedOutOnly>
  );
}
