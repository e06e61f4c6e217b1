import type { SecondFactorPolicy } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import Form from "react-bootstrap/Form";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useSaveSecondFactorPolicy, useSecondFactorPolicy } from "../api/second-factor-policy";

/** The owner console's "Second factor" section (issue 29): which groups must have two-step sign-in. */
export function SecondFactorSection() {
  const t = useT("admin");
  const policy = useSecondFactorPolicy();
  return (
    <Card className="admin-card" as="section" aria-labelledby="second-factor-title">
      <Card.Body>
        <h2 id="second-factor-title" className="h5">
          {t("admin.secondFactor.title")}
        </h2>
        <p className="small text-body-secondary">{t("admin.secondFactor.intro")}</p>
        {policy.isError && <Alert variant="danger">{errorMessage(policy.error, t("admin.error.fetch"))}</Alert>}
        {policy.isPending && (
          <Placeholder as="div" animation="glow" aria-hidden="true">
            <Placeholder xs={4} /> <Placeholder xs={3} /> <Placeholder xs={5} />
          </Placeholder>
        )}
        {/* Keyed by the saved list: a save resets the form to what the server kept. */}
        {policy.data && <PolicyForm key={policy.data.groups.join()} policy={policy.data} />}
      </Card.Body>
    </Card>
  );
}

function PolicyForm({ policy }: { policy: SecondFactorPolicy }) {
  const t = useT("admin");
  const [groups, setGroups] = useState(policy.groups);
  const save = useSaveSecondFactorPolicy();
  const alerts = useAlerts();
  const unchanged = [...groups].sort().join() === [...policy.groups].sort().join();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await save.mutateAsync({ groups });
      alerts.show(answer.message, "success");
    } catch (error) {
      alerts.show(errorMessage(error, t("admin.error.submit")));
    }
  }

  return (
    <Form onSubmit={handleSubmit}>
      <fieldset className="mb-3">
        <legend className="h6">{t("admin.secondFactor.groups")}</legend>
        {policy.choices.map((group) => (
          <Form.Check key={group.name} id={`second-factor-${group.name}`}>
            <Form.Check.Input
              type="checkbox"
              checked={groups.includes(group.name)}
              aria-describedby={group.description ? `second-factor-${group.name}-about` : undefined}
              onChange={(event) =>
                setGroups((current) =>
                  event.target.checked ? [...current, group.name] : current.filter((name) => name !== group.name),
                )
              }
            />
            <Form.Check.Label>
              {group.name}
              {policy.defaults.includes(group.name) && (
                <Badge bg="secondary" className="ms-2">
                  {t("admin.secondFactor.default")}
                </Badge>
              )}
            </Form.Check.Label>
            {group.description && (
              <Form.Text id={`second-factor-${group.name}-about`} className="d-block">
                {group.description}
              </Form.Text>
            )}
          </Form.Check>
        ))}
      </fieldset>
      <Button type="submit" disabled={save.isPending || unchanged}>
        {save.isPending ? t("admin.saving") : t("admin.secondFactor.save")}
      </Button>
    </Form>
  );
}
