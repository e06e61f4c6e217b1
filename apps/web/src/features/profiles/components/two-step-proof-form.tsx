import type { RecoveryCodesResponse } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useNewRecoveryCodes, useTurnOffTwoStep } from "../api/two-step";
import { TwoStepField } from "./two-step-field";

const EMPTY = { current_password: "", code: "" };

/**
 * Turning two-step sign-in off, or making new recovery codes: each asks for the password or a code.
 * `canTurnOff` false (an account whose second step is its passkeys alone) offers new codes only.
 */
export function TwoStepProofForm({
  onNewCodes,
  canTurnOff = true,
}: {
  onNewCodes(answer: RecoveryCodesResponse): void;
  canTurnOff?: boolean;
}) {
  const [values, setValues] = useState(EMPTY);
  const fieldErrors = useFieldErrors();
  const turnOff = useTurnOffTwoStep();
  const newCodes = useNewRecoveryCodes();
  const alerts = useAlerts();
  const busy = turnOff.isPending || newCodes.isPending;
  const t = useT("profiles");

  function proved(): boolean {
    if (values.current_password || values.code.trim()) return true;
    const ask = [t("profiles.twoStep.proofRequired")];
    fieldErrors.setErrors({ current_password: ask, code: ask });
    return false;
  }

  const failed = (error: unknown) => {
    if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("profiles.errors.retry")));
  };

  function makeNewCodes() {
    if (!proved()) return;
    newCodes.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        onNewCodes(answer);
      },
      onError: failed,
    });
  }

  function handleTurnOff(event: FormEvent) {
    event.preventDefault();
    // Enter in a field: without the Turn off button the form's one action is new codes.
    if (!canTurnOff) return makeNewCodes();
    if (!proved()) return;
    turnOff.mutate(values, {
      onSuccess: (answer) => {
        setValues(EMPTY);
        alerts.show(answer.message, "success");
      },
      onError: failed,
    });
  }

  return (
    <Form noValidate onSubmit={handleTurnOff}>
      <p className="small text-body-secondary mb-3">{t("profiles.twoStep.proofLead")}</p>
      <div className="row g-3">
        <div className="col-md-6">
          <TwoStepField
            name="current_password"
            label={t("profiles.password.current")}
            type="password"
            autoComplete="current-password"
            value={values.current_password}
            fieldErrors={fieldErrors}
            onChange={(current_password) => setValues((current) => ({ ...current, current_password }))}
          />
        </div>
        <div className="col-md-6">
          <TwoStepField
            name="code"
            label={t("profiles.twoStep.orCode")}
            autoComplete="one-time-code"
            value={values.code}
            fieldErrors={fieldErrors}
            onChange={(code) => setValues((current) => ({ ...current, code }))}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        <Button type="button" variant="outline-light" disabled={busy} onClick={makeNewCodes}>
          {newCodes.isPending ? t("profiles.twoStep.makingCodes") : t("profiles.twoStep.newCodes")}
        </Button>
        {canTurnOff && (
          <Button type="submit" variant="outline-danger" disabled={busy}>
            {turnOff.isPending ? t("profiles.twoStep.turningOff") : t("profiles.twoStep.turnOff")}
          </Button>
        )}
      </div>
    </Form>
  );
}
