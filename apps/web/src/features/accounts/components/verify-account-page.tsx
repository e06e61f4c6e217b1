import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useParams, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { ErrorPage } from "../../../components/errors/error-page";
import { LinkButton } from "../../../components/feedback/link-button";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useVerifyAccount } from "../api/verify-account";
import { SignedOutOnly } from "./signed-out-only";

const GENERIC_FAILURE = "An error occurred while verifying.";
type Outcome = "ready" | "verified" | "already" | "failed" | "not-found";

const loginButton = (
  <LinkButton to="/login/" variant="primary">
    Sign in
  </LinkButton>
);

function OutcomeScreen({ outcome, message }: { outcome: Exclude<Outcome, "ready">; message: string }) {
  switch (outcome) {
    case "verified":
      return (
        <ErrorPage title="Account verified" actions={loginButton}>
          Your account is verified. You can sign in now.
        </ErrorPage>
      );
    case "already":
      return (
        <ErrorPage title="User Already Verified" actions={loginButton}>
          This account was verified already. Sign in to continue.
        </ErrorPage>
      );
    case "not-found":
      return (
        <ErrorPage title="User Not Found">
          There is no account with this name. The link may be mistyped; copy it from the e-mail again.
        </ErrorPage>
      );
    default:
      return (
        <ErrorPage title="Verification Failed" actions={loginButton}>
          {message || "This link is invalid or has expired."} Signing in sends a new verification e-mail.
        </ErrorPage>
      );
  }
}

/** /verify/{username}/?token=…: ready, then verified (200), already verified (226) or failed (417). */
export function VerifyAccountPage() {
  const { username = "" } = useParams();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>(token ? "ready" : "failed");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const botCheck = useBotCheck("verify_account");
  const verify = useVerifyAccount();
  const alerts = useAlerts();

  async function handleVerify() {
    setBusy(true);
    try {
      const answer = await verify.mutateAsync({
        username,
        token,
        "g-recaptcha-response": await botCheck.getToken(),
      });
      setOutcome(answer.result === "verified" ? "verified" : "already");
    } catch (error) {
      if (error instanceof ApiError && error.status === 417) {
        setMessage(error.body?.message.replace(/^Verification Failed:\s*/, "") ?? "");
        setOutcome("failed");
      } else if (error instanceof ApiError && error.status === 404) setOutcome("not-found");
      else alerts.show(error instanceof BotCheckError ? error.message : errorMessage(error, GENERIC_FAILURE));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutOnly>
      {outcome === "ready" ? (
        <AuthCard title="Verify your account" lead={<>Hello {username}, one click and your account is ready.</>}>
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button variant="primary" className="w-100" onClick={handleVerify} disabled={busy}>
            {busy ? "Verifying…" : "Verify account"}
          </Button>
        </AuthCard>
      ) : (
        <OutcomeScreen outcome={outcome} message={message} />
      )}
    </SignedOutOnly>
  );
}
