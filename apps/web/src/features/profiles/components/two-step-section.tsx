import type { TwoStepStartResponse, TwoStepStatus } from "@bastion/shared";
import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useStartTwoStep, useTwoStepStatus } from "../api/two-step";
import { RecoveryCodes } from "./recovery-codes";
import { TwoStepProofForm } from "./two-step-proof-form";
import { TwoStepSetup } from "./two-step-setup";

/** Sign-in asks for a second step: an authenticator app, or a passkey. */
const on = (status: TwoStepStatus) => status.enabled || status.passkeys > 0;

/**
 * The own profile's "Two-step sign-in" card (issue 29): an authenticator app's code after the
 * password. Off: set it up from a QR code. On: new recovery codes, or turn it off.
 */
export function TwoStepSection({
  onDone,
}: {
  /** Once it is on and its recovery codes are saved. */ onDone?(): void;
} = {}) {
  const status = useTwoStepStatus();
  const start = useStartTwoStep();
  const alerts = useAlerts();
  const [started, setStarted] = useState<TwoStepStartResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const t = useT("profiles");

  function body() {
    if (codes) {
      return (
        <RecoveryCodes
          codes={codes}
          onDone={() => {
            setCodes(null);
            onDone?.();
          }}
        />
      );
    }
    if (!status.data) {
      return (
        <Placeholder as="p" animation="glow" aria-hidden="true">
          <Placeholder xs={8} /> <Placeholder xs={5} />
        </Placeholder>
      );
    }
    // A set-up in progress stays until it hands over its recovery codes: the status reads "on" as
    // soon as the first code is accepted, before the answer with the codes reaches the set-up.
    if (started) {
      return (
        <TwoStepSetup
          started={started}
          onCancel={() => setStarted(null)}
          onConfirmed={(answer) => {
            setStarted(null);
            setCodes(answer.recovery_codes);
          }}
        />
      );
    }
    if (status.data.enabled) {
      return (
        <>
          <p className="mb-3">{t("profiles.twoStep.onByApp", { count: status.data.recovery_codes_left })}</p>
          <TwoStepProofForm onNewCodes={(answer) => setCodes(answer.recovery_codes)} />
        </>
      );
    }
    // Passkeys (their own card, below) ask for a second step too; an authenticator app can be added beside them.
    const byPasskey = status.data.passkeys > 0;
    return (
      <>
        <p className="mb-3">
          {byPasskey
            ? t("profiles.twoStep.onByPasskey", { count: status.data.recovery_codes_left })
            : t("profiles.twoStep.intro")}
        </p>
        {/* The page's primary button is the profile form's Save, above. */}
        <Button
          variant="outline-light"
          disabled={start.isPending}
          onClick={() =>
            start.mutate(
              {},
              {
                onSuccess: setStarted,
                onError: (error) => alerts.show(errorMessage(error, t("profiles.twoStep.startFailed"))),
              },
            )
          }
        >
          {start.isPending
            ? t("profiles.twoStep.starting")
            : byPasskey
              ? t("profiles.twoStep.setUpApp")
              : t("profiles.twoStep.setUp")}
        </Button>
        {/* Recovery codes stand in for passkeys too: new ones without an authenticator app. */}
        {byPasskey && (
          <div className="mt-4">
            <TwoStepProofForm canTurnOff={false} onNewCodes={(answer) => setCodes(answer.recovery_codes)} />
          </div>
        )}
      </>
    );
  }

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="two-step-title" aria-busy={status.isPending}>
      <div className="card-body p-4 p-md-5">
        <h2 id="two-step-title" className="h4 mb-3 d-flex align-items-center gap-2">
          {t("profiles.twoStep.title")}
          {status.data && (
            <Badge bg={on(status.data) ? "success" : "secondary"}>
              {on(status.data) ? t("profiles.twoStep.on") : t("profiles.twoStep.off")}
            </Badge>
          )}
        </h2>
        {body()}
      </div>
    </section>
  );
}
