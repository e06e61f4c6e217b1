import { API_KEY_NAME_MAX, API_SCOPE_NAMES, type ApiKeyCreated, type ApiScope } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCreateApiKey } from "../api/create-api-key";

/** What each scope lets a key do, as message ids. */
const SCOPE_DESCRIPTION: Record<ApiScope, string> = {
  "punishments:write": "api-keys.scope.punishmentsWrite",
  "patches:read": "api-keys.scope.patchesRead",
};

interface CreateKeyFormProps {
  /** The site's patch targets, which a patches:read key may be limited to. */
  patchTargets: { id: number; name: string }[];
  onCreated(created: ApiKeyCreated): void;
}

/**
 * A key's name, scopes and (for patches:read) the patch targets it may read; the new key goes to
 * `onCreated`, the only place it is ever shown.
 */
export function CreateKeyForm({ patchTargets, onCreated }: CreateKeyFormProps) {
  const t = useT("api-keys");
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["punishments:write"]);
  const [targets, setTargets] = useState<number[]>([]);
  const readsPatches = scopes.includes("patches:read");
  const create = useCreateApiKey();
  const fieldErrors = useFieldErrors();
  const alerts = useAlerts();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return fieldErrors.setErrors({ name: [t("api-keys.create.nameRequired")] });
    if (scopes.length === 0) return fieldErrors.setErrors({ scopes: [t("api-keys.create.scopeRequired")] });
    const chosen = readsPatches ? targets : [];
    create.mutate(
      { name: name.trim(), scopes, ...(chosen.length > 0 ? { targets: chosen } : {}) },
      {
        onSuccess: (created) => {
          setName("");
          setTargets([]);
          onCreated(created);
        },
        onError: (error) => {
          if (!fieldErrors.showFrom(error)) alerts.show(errorMessage(error, t("api-keys.create.failure")));
        },
      },
    );
  }

  return (
    <Card className="api-keys-card h-100">
      <Card.Body>
        <h2 className="h5">{t("api-keys.create.heading")}</h2>
        <Form noValidate onSubmit={handleSubmit}>
          <Form.Group className="mb-3" controlId="api-key-name">
            <Form.Label>{t("api-keys.create.name")}</Form.Label>
            <Form.Control
              value={name}
              maxLength={API_KEY_NAME_MAX}
              placeholder={t("api-keys.create.namePlaceholder")}
              isInvalid={Boolean(fieldErrors.errors.name)}
              onChange={(event) => setName(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.errors.name?.join(" ")}</Form.Control.Feedback>
            <Form.Text>{t("api-keys.create.nameHint")}</Form.Text>
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t("api-keys.create.scopes")}</legend>
            {API_SCOPE_NAMES.map((scope) => (
              <Form.Check
                key={scope}
                id={`scope-${scope}`}
                label={
                  <>
                    <code>{scope}</code>{" "}
                    <span className="text-body-secondary small">{t(SCOPE_DESCRIPTION[scope])}</span>
                  </>
                }
                checked={scopes.includes(scope)}
                isInvalid={Boolean(fieldErrors.errors.scopes)}
                onChange={(event) =>
                  setScopes(event.target.checked ? [...scopes, scope] : scopes.filter((item) => item !== scope))
                }
              />
            ))}
            {fieldErrors.errors.scopes && (
              <div className="invalid-feedback d-block">{fieldErrors.errors.scopes.join(" ")}</div>
            )}
          </fieldset>
          {readsPatches && patchTargets.length > 0 && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t("api-keys.create.targets")}</legend>
              {patchTargets.map((target) => (
                <Form.Check
                  key={target.id}
                  id={`target-${target.id}`}
                  label={target.name}
                  checked={targets.includes(target.id)}
                  isInvalid={Boolean(fieldErrors.errors.targets)}
                  onChange={(event) =>
                    setTargets(
                      event.target.checked ? [...targets, target.id] : targets.filter((item) => item !== target.id),
                    )
                  }
                />
              ))}
              {fieldErrors.errors.targets ? (
                <div className="invalid-feedback d-block">{fieldErrors.errors.targets.join(" ")}</div>
              ) : (
                <Form.Text>{t("api-keys.create.targetsHint")}</Form.Text>
              )}
            </fieldset>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t("api-keys.create.creating") : t("api-keys.create.submit")}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
