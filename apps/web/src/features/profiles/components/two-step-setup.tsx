import type { RecoveryCodesResponse, TwoStepStartResponse } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useConfirmTwoStep } from "../api/two-step";
import { TwoStepField } from "./two-step-field";

/** The QR code and the secret of a new authenticator, and the first code that turns it on. */
export function TwoStepSetup({
  started,
  onConfirmed,
  onCancel,
}: {
  started: TwoStepStartResponse;
  onConfirmed(answer: RecoveryCodesResponse): void;
  onCancel(): void;
}) {
  const [code, setCode] = useState("");
  const fieldErrors = useFieldErrors();
  const confirm = useConfirmTwoStep();
  const alerts = useAlerts();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return fieldErrors.setErrors({ code: ["Enter the code."] });
    confirm.mutate(
      { code },
      {
        onSuccess: (answer) => {
          alerts.show(answer.message, "success");
          onConfirmed(answer);
        },
        onError: (error) => {
          if (!fieldErrors.showFrom(error))
            alerts.show(errorMessage(error, "The code could not be checked. Try again."));
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <ol className="ps-3">
        <li className="mb-3">
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
          Aegis…).
          <div className="two-step-qr my-2">
            <img src={started.qr_image} alt="QR code for your authenticator app" width={192} height={192} />
          </div>
          <div className="small text-body-secondary">
            Cannot scan it? Type this key into the app instead:{" "}
            <code className="text-break user-select-all">{started.secret.match(/.{1,4}/g)?.join(" ")}</code>
          </div>
        </li>
        <li>
          Enter the six-digit code the app shows, to check it works.
          <div className="mt-2" style={{ maxWidth: "16rem" }}>
            <TwoStepField
              name="code"
              label="Code"
              autoComplete="one-time-code"
              value={code}
              fieldErrors={fieldErrors}
              onChange={setCode}
            />
          </div>
        </li>
      </ol>
      <div className="d-flex flex-wrap gap-2">
        {/* The page's primary button is the profile form's Save, above; every Cancel is secondary. */}
        <Button type="submit" variant="outline-light" disabled={confirm.isPending}>
          {confirm.isPending ? "Checking…" : "Turn on"}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
