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
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useLogin } from "../api/login";
import { PasskeySignInButton, usePasskeyAutofill } from "./passkey-sign-in";
import { safeNext } from "./safe-next";
import { SecondStepForm } from "./second-step-form";
import { SignedOutOnly } from "./signed-out-only";
import { TextField } from "./text-field";

export const LOGIN_FAILED = "Invalid Username or Password";

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
    alerts.show(errorMessage(error, LOGIN_FAILED), notVerified ? "warning" : "danger");
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string[]> = {};
    if (!values.email.trim()) missing.email = ["E-mail is required."];
    if (!values.password) missing.password = ["Password is required."];
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
    const lead = secondStep.includes("code")
      ? "Your password was right. Now enter the code from your authenticator app."
      : "Your password was right. Now confirm it is you with your passkey.";
    return (
      <SignedOutOnly enabled={!done}>
        <AuthCard title="Two-step sign-in" lead={lead}>
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
        title="Sign in"
        lead="Welcome back. Sign in with the e-mail address of your account."
        footer={
          <>
            New here? <Link to="/register/">Create an account</Link>
          </>
        }
      >
        <Form noValidate onSubmit={handleSubmit}>
          <TextField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="username webauthn"
            value={values.email}
            fieldErrors={fieldErrors}
            onChange={(email) => setValues((current) => ({ ...current, email }))}
          />
          <TextField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            value={values.password}
            fieldErrors={fieldErrors}
            onChange={(password) => setValues((current) => ({ ...current, password }))}
          />
          <div className="d-flex justify-content-end mb-3 small">
            <Link to="/forgot-password/">Forgot your password?</Link>
          </div>
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button type="submit" variant="primary" className="w-100" disabled={busy}>
            {busy ? "Signing in…" : "Sign in"}
          </Button>
        </Form>
        <PasskeySignInButton onSignedIn={finishSignIn} />
      </AuthCard>
    </SignedOutOnly>
  );
}
