import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { BotCheckError, useBotCheck } from "../../../components/bot-check/use-bot-check";
import { NotFoundPage } from "../../../components/errors/pages";
import { PageSpinner } from "../../../components/feedback/page-spinner";
import { AuthCard } from "../../../components/layout/auth-card";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCompleteSetup } from "../api/complete-setup";
import { accountFormErrors, SERVER_FIELDS } from "./account-fields";
import { AccountTextFields } from "./account-text-fields";
import { TextField } from "./text-field";

const EMPTY = { token: "", username: "", email: "", password1: "", password2: "" };
type Field = keyof typeof EMPTY;

/** /setup/: the first owner account of a new site, with the one-time token from the setup link. */
export function SetupPage() {
  const [params] = useSearchParams();
  const tokenFromLink = params.get("token") ?? "";
  const [values, setValues] = useState({ ...EMPTY, token: tokenFromLink });
  const [busy, setBusy] = useState(false);
  // Asked for when the link brought none, or the one it brought was refused.
  const [askToken, setAskToken] = useState(!tokenFromLink);
  const fieldErrors = useFieldErrors(SERVER_FIELDS);
  const botCheck = useBotCheck("register");
  const setup = useCompleteSetup();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const site = useSiteConfig();
  const t = useT("accounts");

  if (site.isPending) return <PageSpinner />;
  if (!site.data?.needs_setup && !setup.isSuccess) return <NotFoundPage />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = accountFormErrors(values, t);
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(problems?.errors ?? {});
    if (problems) return;
    setBusy(true);
    try {
      const answer = await setup.mutateAsync({ ...values, "g-recaptcha-response": await botCheck.getToken() });
      alerts.show(answer.message, "success");
      navigate("/", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors?.token) setAskToken(true);
      if (error instanceof BotCheckError || !fieldErrors.showFrom(error)) {
        alerts.show(errorMessage(error, error instanceof BotCheckError ? error.message : t("accounts.setup.failed")));
      }
    } finally {
      setBusy(false);
    }
  }

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <AuthCard title={t("accounts.setup.title")} lead={t("accounts.setup.lead")}>
      <Form noValidate onSubmit={handleSubmit}>
        {!askToken ? (
          <p className="small text-success mb-3" role="status">
            {t("accounts.setup.tokenFromLink")}
          </p>
        ) : (
          <TextField
            name="token"
            label={t("accounts.setup.token")}
            autoComplete="off"
            hint={t("accounts.setup.tokenHint")}
            value={values.token}
            fieldErrors={fieldErrors}
            onChange={set("token")}
          />
        )}
        <AccountTextFields values={values} fieldErrors={fieldErrors} onChange={(field, value) => set(field)(value)} />
        {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
        <Button type="submit" variant="primary" className="w-100" disabled={busy}>
          {busy ? t("accounts.setup.submitting") : t("accounts.setup.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
