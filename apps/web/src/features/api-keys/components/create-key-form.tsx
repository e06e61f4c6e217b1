import { API_KEY_NAME_MAX, API_SCOPES, type ApiKeyCreated, type ApiScope } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useFieldErrors } from "../../../lib/use-field-errors";
import { useCreateApiKey } from "../api/create-api-key";

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
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["punishments:write"]);
  const [targets, setTargets] = useState<number[]>([]);
  const readsPatches = scopes.includes("patches:read");
  const create = useCreateApiKey();
  const fieldErrors = useFieldErrors();
  const alerts = useAlerts();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return fieldErrors.setErrors({ name: ["Name is required."] });
    if (scopes.length === 0) return fieldErrors.setErrors({ scopes: ["Choose at least one scope."] });
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
          if (!fieldErrors.showFrom(error))
            alerts.show(errorMessage(error, "An error occurred while attempting to create."));
        },
      },
    );
  }

  return (
    <Card className="api-keys-card h-100">
      <Card.Body>
        <h2 className="h5">Create a key</h2>
        <Form noValidate onSubmit={handleSubmit}>
          <Form.Group className="mb-3" controlId="api-key-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={name}
              maxLength={API_KEY_NAME_MAX}
              placeholder="e.g. Survival server"
              isInvalid={Boolean(fieldErrors.errors.name)}
              onChange={(event) => setName(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{fieldErrors.errors.name?.join(" ")}</Form.Control.Feedback>
            <Form.Text>Say where it is used, so you know which key to revoke.</Form.Text>
          </Form.Group>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">Scopes</legend>
            {Object.entries(API_SCOPES).map(([scope, description]) => (
              <Form.Check
                key={scope}
                id={`scope-${scope}`}
                label={
                  <>
                    <code>{scope}</code> <span className="text-body-secondary small">{description}</span>
                  </>
                }
                checked={scopes.includes(scope as ApiScope)}
                isInvalid={Boolean(fieldErrors.errors.scopes)}
                onChange={(event) =>
                  setScopes(
                    event.target.checked ? [...scopes, scope as ApiScope] : scopes.filter((item) => item !== scope),
                  )
                }
              />
            ))}
            {fieldErrors.errors.scopes && (
              <div className="invalid-feedback d-block">{fieldErrors.errors.scopes.join(" ")}</div>
            )}
          </fieldset>
          {readsPatches && patchTargets.length > 0 && (
            <fieldset className="mb-3">
              <legend className="form-label fs-6">Patch targets it may read</legend>
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
                <Form.Text>None ticked: every target, including ones made later.</Form.Text>
              )}
            </fieldset>
          )}
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create key"}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
