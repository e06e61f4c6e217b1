import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { ErrorPage } from "../../../components/errors/error-page";
import { LinkButton } from "../../../components/feedback/link-button";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { ACTIVE_USER_KEY } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { useVerifyAccount } from "../api/verify-account";
import { SignedOutOnly } from "./signed-out-only";

/** The server's 417 words without the title the page already shows, starting with a capital. */
const failureText = (message: string | undefined) => {
  const text = (message ?? "").replace(/^Verification Failed:\s*/, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
type Outcome = "ready" | "verified" | "already" | "failed" | "not-found";

function OutcomeScreen({ outcome, message }: { outcome: Exclude<Outcome, "ready">; message: string }) {
  const t = useT("accounts");
  const loginButton = (
    <LinkButton to="/login/" variant="primary">
      {t("accounts.signIn")}
    </LinkButton>
  );
  switch (outcome) {
    case "verified":
      return (
        <ErrorPage title={t("accounts.verify.verifiedTitle")} actions={loginButton}>
          {message || t("accounts.verify.verifiedText")}
        </ErrorPage>
      );
    case "already":
      return (
        <ErrorPage title={t("accounts.verify.alreadyTitle")} actions={loginButton}>
          {t("accounts.verify.alreadyText")}
        </ErrorPage>
      );
    case "not-found":
      return <ErrorPage title={t("accounts.verify.notFoundTitle")}>{t("accounts.verify.notFoundText")}</ErrorPage>;
    default:
      return (
        <ErrorPage title={t("accounts.verify.failedTitle")} actions={loginButton}>
          {message || t("accounts.verify.noToken")}
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
  // Verifying signed the player in: this page sends them home, not SignedOutOnly's "already signed in".
  const [signedInHere, setSignedInHere] = useState(false);
  const botCheck = useBotCheck("verify_account");
  const verify = useVerifyAccount();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useT("accounts");

  async function handleVerify() {
    setBusy(true);
    try {
      const answer = await verify.mutateAsync({
        username,
        token,
        "g-recaptcha-response": await botCheck.getToken(),
      });
      if (answer.signed_in) {
        // The same ending as a login: the active user again, the server's words, home.
        setSignedInHere(true);
        await queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
        alerts.show(answer.message, "success");
        navigate("/", { replace: true });
        return;
      }
      setMessage(answer.result === "verified" ? answer.message : "");
      setOutcome(answer.result === "verified" ? "verified" : "already");
    } catch (error) {
      if (error instanceof ApiError && error.status === 417) {
        setMessage(failureText(error.body?.message));
        setOutcome("failed");
      } else if (error instanceof ApiError && error.status === 404) setOutcome("not-found");
      else
        alerts.show(error instanceof BotCheckError ? error.message : errorMessage(error, t("accounts.errors.generic")));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignedOutOnly enabled={outcome === "ready" && !signedInHere}>
      {outcome === "ready" ? (
        <AuthCard title={t("accounts.verify.title")} lead={t("accounts.verify.lead", { username })}>
          {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
          <Button variant="primary" className="w-100" onClick={handleVerify} disabled={busy}>
            {busy ? t("accounts.verify.verifying") : t("accounts.verify.submit")}
          </Button>
        </AuthCard>
      ) : (
        <OutcomeScreen outcome={outcome} message={message} />
      )}
    </SignedOutOnly>
  );
}
