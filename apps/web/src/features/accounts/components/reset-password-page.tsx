import { LIMITS } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useParams, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { ErrorPage } from "../../../components/errors/error-page";
import { LinkButton } from "../../../components/feedback/link-button";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { useVerifyResetLink } from "../api/verify-reset-link";
import { SignedOutOnly } from "./signed-out-only";
import { TextField } from "./text-field";

/** The server answers the rules under password1 and the match under password2 (spec §5). */
const SERVER_FIELDS = { password1: "new_password1", password2: "new_password2" };

type Step = "begin" | "form" | "changed" | "invalid";
const isLinkProblem = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

/** /forgot-password/{username}/?token=…: Begin, then the new-password form, then password changed. */
export function ResetPasswordPage() {
  const { username = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [step, setStep] = useState<Step>(token ? "begin" : "invalid");
  const [values, setValues] = useState({ new_password1: "", new_password2: "" });
  const [busy, setBusy] = useState(false);
  const fieldErrors = useFieldErrors(SERVER_FIELDS);
  const botCheck = useBotCheck("reset_password");
  const verifyLink = useVerifyResetLink();
  const confirm = useConfirmPasswordReset();
  const alerts = useAlerts();
  const t = useT("accounts");

  function report(error: unknown) {
    if (isLinkProblem(error)) setStep("invalid");
    else if (error instanceof BotCheckError) alerts.show(error.message);
    else if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("accounts.errors.generic")));
  }

  async function handleBegin() {
    setBusy(true);
    try {
      await verifyLink.mutateAsync({ username, token, "g-recaptcha-response": await botCheck.getToken() });
      setStep("form");
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = Object.fromEntries(
      Object.entries(values)
        .filter(([, value]) => !value)
        .map(([field]) => [field, [t("accounts.fields.required")]]),
    );
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (values.new_password1 !== values.new_password2) {
      fieldErrors.setErrors({ new_password2: [t("accounts.resetPassword.mustMatch")] });
      return;
    }
    setBusy(true);
    try {
      await confirm.mutateAsync({ ...values, username, token, "g-recaptcha-response": await botCheck.getToken() });
      setStep("changed");
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  }

  let content: React.ReactNode;
  if (step === "invalid") {
    content = (
      <ErrorPage
        title={t("accounts.invalidLink")}
        actions={
          <LinkButton to="/forgot-password/" variant="primary">
            {t("accounts.resetPassword.requestNewLink")}
          </LinkButton>
        }
      >
        {t("accounts.resetPassword.invalidText", { minutes: LIMITS.resetLinkMinutes })}
      </ErrorPage>
    );
  } else if (step === "changed") {
    content = (
      <ErrorPage
        title={t("accounts.resetPassword.changedTitle")}
        actions={
          <LinkButton to="/login/" variant="primary">
            {t("accounts.signIn")}
          </LinkButton>
        }
      >
        {t("accounts.resetPassword.changedText")}
      </ErrorPage>
    );
  } else if (step === "begin") {
    content = (
      <AuthCard
        title={t("accounts.resetPassword.title")}
        lead={t("accounts.resetPassword.lead", { username, minutes: LIMITS.resetLinkMinutes })}
      >
        {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
        <Button variant="primary" className="w-100" onClick={handleBegin} disabled={busy}>
          {busy ? t("accounts.resetPassword.checkingLink") : t("accounts.resetPassword.begin")}
        </Button>
      </AuthCard>
    );
  } else {
    content = (
      <AuthCard title={t("accounts.resetPassword.formTitle")} lead={t("accounts.resetPassword.formLead")}>
        <Form noValidate onSubmit={handleSubmit}>
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <TextField
            name="new_password1"
            label={t("accounts.resetPassword.newPassword")}
            type="password"
            autoComplete="new-password"
            hint={t("accounts.fields.passwordHint")}
            value={values.new_password1}
            fieldErrors={fieldErrors}
            onChange={(new_password1) => setValues((current) => ({ ...current, new_password1 }))}
          />
          <TextField
            name="new_password2"
            label={t("accounts.resetPassword.confirmNewPassword")}
            type="password"
            autoComplete="new-password"
            value={values.new_password2}
            fieldErrors={fieldErrors}
            onChange={(new_password2) => setValues((current) => ({ ...current, new_password2 }))}
          />
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {busy ? t("accounts.resetPassword.saving") : t("accounts.resetPassword.submit")}
          </Button>
        </Form>
      </AuthCard>
    );
  }
  return <SignedOutOnly>{content}</SignedOutOnly>;
}
