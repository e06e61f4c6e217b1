import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import Modal from "react-bootstrap/Modal";
import Placeholder from "react-bootstrap/Placeholder";
import { ApiError, errorMessage } from "../../lib/api-client";
import { reconfirm, reconfirmStateQuery, reconfirmWithPasskey } from "../../lib/auth/reconfirm";
import { useT } from "../../lib/i18n";
import { passkeyFailure } from "../../lib/webauthn";

interface ReconfirmDialogProps {
  show: boolean;
  onConfirmed(): void;
  onCancel(): void;
}

/**
 * "Confirm it's you" (issue 29): opened by the app shell when the server asks for a fresh
 * confirmation before a dangerous action. The password, or a code when the person has an
 * authenticator app, or a passkey (offered first when they have one, the code field then for a
 * recovery code); once confirmed, the action is sent again on its own.
 */
export function ReconfirmDialog({ show, onConfirmed, onCancel }: ReconfirmDialogProps) {
  const t = useT("common", "reconfirm");
  const state = useQuery({ ...reconfirmStateQuery, enabled: show });
  const [value, setValue] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({ mutationFn: reconfirm });
  const byPasskey = useMutation({ mutationFn: reconfirmWithPasskey });
  const busy = send.isPending || byPasskey.isPending;
  const byCode = state.data?.methods.includes("code") ?? false;
  const hasPasskey = state.data?.methods.includes("passkey") ?? false;
  const field = byCode
    ? { name: "code", label: t("reconfirm.code"), autoComplete: "one-time-code", type: "text" }
    : { name: "current_password", label: t("reconfirm.password"), autoComplete: "current-password", type: "password" };

  function reset() {
    setValue("");
    setFieldError(null);
    setProblem(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setFieldError(byCode ? t("reconfirm.enterCode") : t("reconfirm.enterPassword"));
      return;
    }
    setProblem(null);
    send.mutate(byCode ? { code: value } : { current_password: value }, {
      onSuccess: () => {
        reset();
        onConfirmed();
      },
      onError: (error) => {
        const messages = error instanceof ApiError ? error.body?.errors?.[field.name] : undefined;
        if (messages?.[0]) setFieldError(messages[0]);
        else setProblem(errorMessage(error, t("reconfirm.failed")));
      },
    });
  }

  function handlePasskey() {
    setProblem(null);
    byPasskey.mutate(undefined, {
      onSuccess: () => {
        reset();
        onConfirmed();
      },
      onError: (error) => {
        const refused = passkeyFailure(error);
        setProblem(refused?.message ?? errorMessage(error, t("reconfirm.passkeyFailed")));
      },
    });
  }

  function handleCancel() {
    reset();
    onCancel();
  }

  const invalid = fieldError !== null;
  return (
    <Modal show={show} onHide={handleCancel} centered aria-labelledby="reconfirm-title" className="reconfirm-dialog">
      <Form noValidate onSubmit={handleSubmit}>
        <Modal.Header closeButton closeLabel={t("common.close")}>
          <Modal.Title id="reconfirm-title">{t("reconfirm.title")}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p id="reconfirm-why">
            {t("reconfirm.why")}{" "}
            {hasPasskey ? t("reconfirm.how.passkey") : byCode ? t("reconfirm.how.code") : t("reconfirm.how.password")}
          </p>
          {problem && (
            <Alert variant="danger" className="py-2">
              {problem}
            </Alert>
          )}
          {hasPasskey && (
            <Button variant="outline-light" className="mb-3" onClick={handlePasskey} disabled={busy}>
              {byPasskey.isPending ? t("reconfirm.passkeyWaiting") : t("reconfirm.usePasskey")}
            </Button>
          )}
          {state.data ? (
            <Form.Group controlId={`reconfirm-${field.name}`}>
              <Form.Label>{field.label}</Form.Label>
              <Form.Control
                key={field.name}
                type={field.type}
                name={field.name}
                autoComplete={field.autoComplete}
                inputMode={byCode ? "text" : undefined}
                value={value}
                autoFocus={!hasPasskey}
                aria-describedby="reconfirm-why"
                isInvalid={invalid}
                onChange={(event) => {
                  setFieldError(null);
                  setValue(event.target.value);
                }}
              />
              <Form.Control.Feedback type="invalid">{fieldError}</Form.Control.Feedback>
            </Form.Group>
          ) : state.isError ? (
            <Alert variant="danger" className="py-2">
              {errorMessage(state.error, t("reconfirm.stateFailed"))}
            </Alert>
          ) : (
            <Placeholder as="p" animation="glow" aria-hidden="true">
              <Placeholder xs={4} /> <Placeholder xs={12} size="lg" />
            </Placeholder>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={handleCancel} disabled={busy}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" variant="primary" disabled={busy || !state.data}>
            {send.isPending ? t("reconfirm.checking") : t("reconfirm.confirm")}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
