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
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useConfirmPasswordReset } from "../api/confirm-password-reset";
import { useVerifyResetLink } from "../api/verify-reset-link";
import { SignedOutOnly } from "./signed-out-only";
import { TextField } from "./text-field";

export const NEW_PASSWORDS_MUST_MATCH = "New password and confirm password must match";
const REQUIRED = "This field is required.";
const GENERIC_FAILURE = "An error occurred while verifying.";
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

  function report(error: unknown) {
    if (isLinkProblem(error)) setStep("invalid");
    else if (error instanceof BotCheckError) alerts.show(error.message);
    else if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, GENERIC_FAILURE));
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
        .map(([field]) => [field, [REQUIRED]]),
    );
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    if (values.new_password1 !== values.new_password2) {
      fieldErrors.setErrors({ new_password2: [NEW_PASSWORDS_MUST_MATCH] });
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
        title="Invalid Link"
        actions={
          <LinkButton to="/forgot-password/" variant="primary">
            Request a new link
          </LinkButton>
        }
      >
        This password reset link is invalid or has expired. Links work for {LIMITS.resetLinkMinutes} minutes and only
        once.
      </ErrorPage>
    );
  } else if (step === "changed") {
    content = (
      <ErrorPage
        title="Password changed"
        actions={
          <LinkButton to="/login/" variant="primary">
            Sign in
          </LinkButton>
        }
      >
        Your password was changed and you were signed out everywhere. Sign in with your new password.
      </ErrorPage>
    );
  } else if (step === "begin") {
    content = (
      <AuthCard
        title="Reset your password"
        lead={`Hello ${username}. Press Begin to choose a new password. This link works for ${LIMITS.resetLinkMinutes} minutes.`}
      >
        {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
        <Button variant="primary" className="w-100" onClick={handleBegin} disabled={busy}>
          {busy ? "Checking the link…" : "Begin"}
        </Button>
      </AuthCard>
    );
  } else {
    content = (
      <AuthCard title="Choose a new password" lead="Changing it signs your account out everywhere.">
        <Form noValidate onSubmit={handleSubmit}>
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <TextField
            name="new_password1"
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters; not a common password, not all digits, not like your name."
            value={values.new_password1}
            fieldErrors={fieldErrors}
            onChange={(new_password1) => setValues((current) => ({ ...current, new_password1 }))}
          />
          <TextField
            name="new_password2"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={values.new_password2}
            fieldErrors={fieldErrors}
            onChange={(new_password2) => setValues((current) => ({ ...current, new_password2 }))}
          />
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {busy ? "Saving…" : "Change password"}
          </Button>
        </Form>
      </AuthCard>
    );
  }
  return <SignedOutOnly>{content}</SignedOutOnly>;
}
