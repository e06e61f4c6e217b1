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
import { useSiteConfig } from "../../../lib/site-config";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCompleteSetup } from "../api/complete-setup";
import { accountFormErrors, SERVER_FIELDS } from "./account-fields";
import { AccountTextFields } from "./account-text-fields";
import { TextField } from "./text-field";

const GENERIC_FAILURE = "An error occurred while creating the owner account.";
const EMPTY = { token: "", username: "", email: "", password1: "", password2: "" };
type Field = keyof typeof EMPTY;
const TOKEN_HINT =
  'The server logged a setup link when it started ("This site has no owner yet"); the token is also in the file setup-token in its data folder.';

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

  if (site.isPending) return <PageSpinner />;
  if (!site.data?.needs_setup && !setup.isSuccess) return <NotFoundPage />;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = accountFormErrors(values);
    // Every submit starts afresh: last time's messages do not stay beside this one's answer.
    fieldErrors.setErrors(problems ?? {});
    if (problems) return;
    setBusy(true);
    try {
      const answer = await setup.mutateAsync({ ...values, "g-recaptcha-response": await botCheck.getToken() });
      alerts.show(answer.message, "success");
      navigate("/", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.body?.errors?.token) setAskToken(true);
      if (error instanceof BotCheckError || !fieldErrors.showFrom(error)) {
        alerts.show(errorMessage(error, error instanceof BotCheckError ? error.message : GENERIC_FAILURE));
      }
    } finally {
      setBusy(false);
    }
  }

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <AuthCard
      title="Set up your site"
      lead="Create the owner account: it can do everything on this site. This page works once; after that it is gone."
    >
      <Form noValidate onSubmit={handleSubmit}>
        {!askToken ? (
          <p className="small text-success mb-3" role="status">
            The setup token came with your link.
          </p>
        ) : (
          <TextField
            name="token"
            label="Setup token"
            autoComplete="off"
            hint={TOKEN_HINT}
            value={values.token}
            fieldErrors={fieldErrors}
            onChange={set("token")}
          />
        )}
        <AccountTextFields values={values} fieldErrors={fieldErrors} onChange={(field, value) => set(field)(value)} />
        {botCheck.widget && <div className="mb-3">{botCheck.widget}</div>}
        <Button type="submit" variant="primary" className="w-100" disabled={busy}>
          {busy ? "Creating the owner account…" : "Create the owner account"}
        </Button>
      </Form>
    </AuthCard>
  );
}
