import { ACCESS_NAME_PATTERN, GROUPS, type PersonDetail } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import CloseButton from "react-bootstrap/CloseButton";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useChangeAccess } from "../api/change-access";

const toggle = (list: string[], name: string, on: boolean) =>
  on ? [...new Set([...list, name])].sort() : list.filter((item) => item !== name);

/** The person's groups and permissions: the known ones as checkboxes, others as free text. */
export function AccessForm({ person }: { person: PersonDetail }) {
  const t = useT("admin");
  const [groups, setGroups] = useState(person.groups);
  const [permissions, setPermissions] = useState(person.permissions);
  const [custom, setCustom] = useState("");
  const [customError, setCustomError] = useState<string | null>(null);
  const change = useChangeAccess(person.id);
  const alerts = useAlerts();
  const customPermissions = permissions.filter((name) => !person.known_permissions.includes(name));
  const unchanged = groups.join() === person.groups.join() && permissions.join() === person.permissions.join();

  function handleAddCustom() {
    const name = custom.trim().toLowerCase();
    if (!ACCESS_NAME_PATTERN.test(name)) {
      // The shared ACCESS_NAME_RULE, in the language shown.
      setCustomError(t("admin.access.rule"));
      return;
    }
    setCustomError(null);
    setPermissions(toggle(permissions, name, true));
    setCustom("");
  }

  // mutateAsync, not mutate's callbacks: saving re-keys this form (the page keys it by the saved
  // access), and a mutate callback of an unmounted component never runs.
  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await change.mutateAsync({ groups, permissions });
      alerts.show(answer.message, "success");
    } catch (error) {
      alerts.show(errorMessage(error, t("admin.error.submit")));
    }
  }

  return (
    <Card className="admin-card h-100">
      <Card.Body>
        <Form onSubmit={handleSubmit}>
          <h2 className="h5">{t("admin.access.title")}</h2>
          <p className="small text-body-secondary">{t("admin.access.intro", { username: person.username })}</p>
          <fieldset className="mb-3">
            <legend className="h6">{t("admin.access.groups")}</legend>
            {person.known_groups.map((group) => {
              const locked = group === GROUPS.owner && person.is_last_owner;
              return (
                <Form.Check
                  key={group}
                  id={`group-${group}`}
                  label={group}
                  checked={groups.includes(group)}
                  disabled={locked}
                  onChange={(event) => setGroups(toggle(groups, group, event.target.checked))}
                />
              );
            })}
            {person.is_last_owner && <Form.Text>{t("admin.access.lastOwner")}</Form.Text>}
          </fieldset>
          <fieldset className="mb-3">
            <legend className="h6">{t("admin.access.permissions")}</legend>
            {person.known_permissions.map((permission) => (
              <Form.Check
                key={permission}
                id={`permission-${permission}`}
                label={permission}
                checked={permissions.includes(permission)}
                onChange={(event) => setPermissions(toggle(permissions, permission, event.target.checked))}
              />
            ))}
          </fieldset>
          <fieldset className="mb-3">
            <legend className="h6">{t("admin.access.custom")}</legend>
            <div className="d-flex flex-wrap gap-2 mb-2" aria-live="polite">
              {customPermissions.length === 0 && (
                <span className="small text-body-secondary">{t("admin.access.none")}</span>
              )}
              {customPermissions.map((name) => (
                <Badge key={name} bg="secondary" className="admin-chip d-inline-flex align-items-center gap-2 py-2">
                  {name}
                  <CloseButton
                    variant="white"
                    aria-label={t("admin.access.remove", { name })}
                    onClick={() => setPermissions(toggle(permissions, name, false))}
                  />
                </Badge>
              ))}
            </div>
            <InputGroup hasValidation>
              <Form.Control
                aria-label={t("admin.access.customLabel")}
                placeholder={t("admin.access.customPlaceholder")}
                value={custom}
                maxLength={64}
                isInvalid={customError !== null}
                onChange={(event) => setCustom(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === "Enter") {
                    event.preventDefault();
                    handleAddCustom();
                  }
                }}
              />
              <Button variant="outline-light" onClick={handleAddCustom} disabled={!custom.trim()}>
                {t("admin.access.add")}
              </Button>
              <Form.Control.Feedback type="invalid">{customError}</Form.Control.Feedback>
            </InputGroup>
          </fieldset>
          <Button type="submit" disabled={change.isPending || unchanged}>
            {change.isPending ? t("admin.saving") : t("admin.access.save")}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
