import { PASSKEY_NAME_MAX, type Passkey } from "@bastion/shared";
import { type FormEvent, useId, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { useRenamePasskey } from "../api/passkeys";

/** The rename form in place of a passkey's name: Save, or Cancel to leave it. */
function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone(): void }) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string>();
  const rename = useRenamePasskey();
  const alerts = useAlerts();
  const id = useId();
  const t = useT("profiles");

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t("profiles.passkeys.nameRequired"));
    rename.mutate(
      { id: passkey.id, name: name.trim() },
      {
        onSuccess: (answer) => {
          alerts.show(answer.message, "success");
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure, t("profiles.passkeys.renameFailed"))),
      },
    );
  }

  return (
    <Form noValidate onSubmit={handleSubmit} className="flex-grow-1">
      <Form.Label htmlFor={id}>{t("profiles.passkeys.newName", { name: passkey.name })}</Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          id={id}
          className="passkey-name-input"
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          autoFocus
          isInvalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setError(undefined);
            setName(event.target.value);
          }}
        />
        <Button type="submit" variant="outline-light" disabled={rename.isPending}>
          {rename.isPending ? t("profiles.saving") : t("profiles.passkeys.saveName")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("profiles.cancel")}
        </Button>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </Form>
  );
}

/** One passkey: its name, whether it is synced, when it was added and last used; rename and remove. */
export function PasskeyRow({ passkey, onRemove }: { passkey: Passkey; onRemove(): void }) {
  const [renaming, setRenaming] = useState(false);
  const t = useT("profiles");
  return (
    <li className="list-group-item bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="me-auto text-break">
            <div className="fw-semibold d-flex flex-wrap align-items-center gap-2">
              {passkey.name}
              {passkey.backed_up && <Badge bg="secondary">{t("profiles.passkeys.synced")}</Badge>}
            </div>
            <div className="small text-body-secondary">
              {passkey.last_used_at
                ? t("profiles.passkeys.dates", {
                    added: formatDateTime(passkey.created_at),
                    lastUsed: formatDateTime(passkey.last_used_at),
                  })
                : t("profiles.passkeys.datesNeverUsed", { added: formatDateTime(passkey.created_at) })}
            </div>
          </div>
          <div className="d-flex gap-2">
            <Button
              variant="outline-light"
              size="sm"
              onClick={() => setRenaming(true)}
              aria-label={t("profiles.passkeys.renameLabel", { name: passkey.name })}
            >
              {t("profiles.passkeys.rename")}
            </Button>
            <Button
              variant="outline-danger"
              size="sm"
              onClick={onRemove}
              aria-label={t("profiles.passkeys.removeLabel", { name: passkey.name })}
            >
              {t("profiles.passkeys.remove")}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
