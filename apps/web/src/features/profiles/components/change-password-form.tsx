import { NEW_PASSWORDS_MUST_MATCH, PASSWORD_FIELDS_REQUIRED } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useChangePassword } from "../api/change-password";

const CHANGE_FAILED = "An error occurred while submitting the form.";
const EMPTY = { current_password: "", new_password1: "", new_password2: "" };
type Field = keyof typeof EMPTY;

const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: "current_password", label: "Current password", autoComplete: "current-password" },
  { name: "new_password1", label: "New password", autoComplete: "new-password" },
  { name: "new_password2", label: "Confirm new password", autoComplete: "new-password" },
];

/** Spec §5 Change password: all fields required, new and confirm must match; other sessions end. */
export function ChangePasswordForm({ username }: { username: string }) {
  const [values, setValues] = useState(EMPTY);
  const fieldErrors = useFieldErrors();
  const change = useChangePassword();
  const alerts = useAlerts();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (Object.values(values).some((value) => value === "")) {
      fieldErrors.setErrors({ _form: [PASSWORD_FIELDS_REQUIRED] });
      return;
    }
    if (values.new_password1 !== values.new_password2) {
      fieldErrors.setErrors({ new_password2: [NEW_PASSWORDS_MUST_MATCH] });
      return;
    }
    change.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        fieldErrors.clear();
        alerts.show(answer.message, "success");
      },
      onError: (error) => {
        if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, CHANGE_FAILED));
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
          Change password
        </h2>
        <p className="text-body-secondary small mb-4">Your other signed-in devices are signed out when it changes.</p>
        {fieldErrors.first("_form") && (
          <Alert variant="danger" className="py-2">
            {fieldErrors.first("_form")}
          </Alert>
        )}
        {/* Lets password managers tie the new password to this account. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <div className="row g-3">
          {FIELDS.map((field) => (
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
            {change.isPending ? "Changing…" : "Change password"}
          </Button>
        </div>
      </div>
    </Form>
  );
}
