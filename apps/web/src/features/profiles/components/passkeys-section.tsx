import { PASSKEY_NAME_MAX, type Passkey } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { passkeyFailure, usePasskeySupport } from "../../../lib/webauthn";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../api/passkeys";
import { PasskeyRow } from "./passkey-row";
import { RecoveryCodes } from "./recovery-codes";

/** "Add a passkey" with an optional name; the browser then asks for the fingerprint, face or screen lock. */
function AddPasskeyForm({
  onRecoveryCodes,
  onAdded,
}: {
  onRecoveryCodes(codes: string[]): void;
  /** A passkey was added that brought no recovery codes to save first. */
  onAdded?(): void;
}) {
  const [name, setName] = useState("");
  const add = useAddPasskey();
  const alerts = useAlerts();
  const t = useT("profiles");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    add.mutate(name.trim(), {
      onSuccess: (answer) => {
        setName("");
        alerts.show(answer.message, "success");
        if (answer.recovery_codes) onRecoveryCodes(answer.recovery_codes);
        else onAdded?.();
      },
      onError: (error) => {
        const refused = passkeyFailure(error);
        if (refused?.cancelled) return alerts.show(refused.message, "warning");
        alerts.show(refused?.message ?? errorMessage(error, t("profiles.passkeys.addFailed")));
      },
    });
  }

  return (
    <Form noValidate onSubmit={handleSubmit}>
      <Form.Group controlId="passkey-name" className="mb-3 passkey-name-group">
        <Form.Label>{t("profiles.passkeys.nameLabel")}</Form.Label>
        <Form.Control
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          placeholder={t("profiles.passkeys.namePlaceholder")}
          onChange={(event) => setName(event.target.value)}
        />
      </Form.Group>
      {/* The page's primary button is the profile form's Save, above. */}
      <Button type="submit" variant="outline-light" disabled={add.isPending}>
        {add.isPending ? t("profiles.passkeys.waiting") : t("profiles.passkeys.add")}
      </Button>
    </Form>
  );
}

/**
 * The own profile's "Passkeys" card (issue 29): sign in with a fingerprint, face or screen lock, or
 * use one as the second step after the password. Shown only where the browser can use passkeys.
 */
export function PasskeysSection({
  onDone,
}: {
  /** Once a passkey is added and any recovery codes it brought are saved (the set-up page goes on). */
  onDone?(): void;
} = {}) {
  const support = usePasskeySupport();
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const alerts = useAlerts();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const t = useT("profiles");
  const list = passkeys.data?.passkeys;

  // Nothing until the browser is known to use passkeys: no card that could never work.
  if (!support?.passkeys) return null;

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
    if (passkeys.isError) return <p className="mb-0">{errorMessage(passkeys.error, t("profiles.errors.list"))}</p>;
    if (!list) {
      return (
        <Placeholder as="p" animation="glow" aria-hidden="true">
          <Placeholder xs={8} /> <Placeholder xs={5} />
        </Placeholder>
      );
    }
    return (
      <>
        {list.length === 0 ? (
          <p className="small text-body-secondary">{t("profiles.passkeys.none")}</p>
        ) : (
          <ul className="list-group list-group-flush mb-3" aria-label={t("profiles.passkeys.listLabel")}>
            {list.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => setRemoving(passkey)} />
            ))}
          </ul>
        )}
        <AddPasskeyForm onRecoveryCodes={setCodes} onAdded={onDone} />
      </>
    );
  }

  const lastFactor = list?.length === 1;
  return (
    <section className="card border-0 shadow-sm" aria-labelledby="passkeys-title" aria-busy={!list}>
      <div className="card-body p-4 p-md-5">
        <h2 id="passkeys-title" className="h4 mb-3 d-flex align-items-center gap-2">
          {t("profiles.passkeys.title")}
          {list && list.length > 0 && <Badge bg="success">{list.length}</Badge>}
        </h2>
        <p className="mb-3">{t("profiles.passkeys.intro")}</p>
        {body()}
      </div>
      <ConfirmDialog
        show={removing !== null}
        title={t("profiles.passkeys.removeTitle")}
        confirmLabel={t("profiles.passkeys.removeConfirm")}
        busy={remove.isPending}
        busyLabel={t("profiles.passkeys.removing")}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: (answer) => alerts.show(answer.message, "success"),
            onError: (error) => alerts.show(errorMessage(error, t("profiles.passkeys.removeFailed"))),
            onSettled: () => setRemoving(null),
          });
        }}
      >
        <p>
          <Trans
            id="profiles.passkeys.removeText"
            values={{ name: removing?.name ?? "" }}
            components={{ 0: <strong className="text-break" /> }}
          />
        </p>
        {lastFactor && <p className="mb-0">{t("profiles.passkeys.lastOne")}</p>}
      </ConfirmDialog>
    </section>
  );
}
