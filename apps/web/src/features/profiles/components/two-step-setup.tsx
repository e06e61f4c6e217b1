import type { RecoveryCodesResponse, TwoStepStartResponse } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
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
  const t = useT("profiles");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return fieldErrors.setErrors({ code: [t("profiles.twoStep.enterCode")] });
    confirm.mutate(
      { code },
      {
        onSuccess: (answer) => {
          alerts.show(answer.message, "success");
          onConfirmed(answer);
        },
        onError: (error) => {
          if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("profiles.twoStep.checkFailed")));
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <ol className="ps-3">
        <li className="mb-3">
          {t("profiles.twoStep.scan")}
          <div className="two-step-qr my-2">
            <img src={started.qr_image} alt={t("profiles.twoStep.qrAlt")} width={192} height={192} />
          </div>
          <div className="small text-body-secondary">
            <Trans
              id="profiles.twoStep.typeKey"
              values={{ key: started.secret.match(/.{1,4}/g)?.join(" ") ?? "" }}
              components={{ 0: <code className="text-break user-select-all" /> }}
            />
          </div>
        </li>
        <li>
          {t("profiles.twoStep.enterSixDigits")}
          <div className="mt-2" style={{ maxWidth: "16rem" }}>
            <TwoStepField
              name="code"
              label={t("profiles.twoStep.code")}
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
          {confirm.isPending ? t("profiles.twoStep.checking") : t("profiles.twoStep.turnOn")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t("profiles.cancel")}
        </Button>
      </div>
    </Form>
  );
}
