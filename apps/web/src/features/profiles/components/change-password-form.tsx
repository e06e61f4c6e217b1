import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { type Translate, useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useChangePassword } from "../api/change-password";

const EMPTY = { current_password: "", new_password1: "", new_password2: "" };
type Field = keyof typeof EMPTY;

const fields = (t: Translate): { name: Field; label: string; autoComplete: string }[] => [
  { name: "current_password", label: t("profiles.password.current"), autoComplete: "current-password" },
  { name: "new_password1", label: t("profiles.password.new"), autoComplete: "new-password" },
  { name: "new_password2", label: t("profiles.password.confirm"), autoComplete: "new-password" },
];

/** Spec §5 Change password: all fields required, new and confirm must match; other sessions end. */
export function ChangePasswordForm({ username }: { username: string }) {
  const [values, setValues] = useState(EMPTY);
  const fieldErrors = useFieldErrors();
  const change = useChangePassword();
  const alerts = useAlerts();
  const t = useT("profiles");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(values).some((value) => value === "")) {
      fieldErrors.setErrors({ _form: [t("profiles.password.allRequired")] });
      return;
    }
    if (values.new_password1 !== values.new_password2) {
      fieldErrors.setErrors({ new_password2: [t("profiles.password.mustMatch")] });
      return;
    }
    change.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        fieldErrors.clear();
        alerts.show(answer.message, "success");
      },
      onError: (error) => {
        if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("profiles.errors.submit")));
      },
    });
  }

  return (
    <Form
      noValidate
      onSubmit={handleSubmit}
      className="card border-0 shadow-sm"
      aria-labelledby="change-password-title"
    >
      <div className="card-body p-4 p-md-5">
        <h2 id="change-password-title" className="h4 mb-1">
          {t("profiles.password.title")}
        </h2>
        <p className="text-body-secondary small mb-4">{t("profiles.password.lead")}</p>
        {fieldErrors.first("_form") && (
          <Alert variant="danger" className="py-2">
            {fieldErrors.first("_form")}
          </Alert>
        )}
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <div className="row g-3">
          {fields(t).map((field) => (
            <Form.Group key={field.name} controlId={`password-${field.name}`} className="col-md-4">
              <Form.Label>{field.label}</Form.Label>
              <Form.Control
                type="password"
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.name]}
                isInvalid={Boolean(fieldErrors.first(field.name))}
                onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
              />
              <Form.Control.Feedback type="invalid">
                {fieldErrors.errors[field.name]?.map((message) => (
                  <div key={message}>{message}</div>
                ))}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
        </div>
        <div className="d-flex justify-content-end mt-4">
          {/* The page's primary button is the profile form's Save, above. */}
          <Button type="submit" variant="outline-light" disabled={change.isPending}>
            {change.isPending ? t("profiles.password.changing") : t("profiles.password.submit")}
          </Button>
        </div>
      </div>
    </Form>
  );
}
