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
import { useSaveSecondFactorPolicy, useSecondFactorPolicy } from "../api/second-factor-policy";

/** The owner console's "Second factor" section (issue 29): which groups must have two-step sign-in. */
export function SecondFactorSection() {
  const policy = useSecondFactorPolicy();
  return (
    <Card className="admin-card" as="section" aria-labelledby="second-factor-title">
      <Card.Body>
        <h2 id="second-factor-title" className="h5">
          Second factor
        </h2>
        <p className="small text-body-secondary">
          Members of these groups must turn on two-step sign-in before they can do anything else on the site.
        </p>
        {policy.isError && (
          <Alert variant="danger">{errorMessage(policy.error, "An error occurred while fetching data.")}</Alert>
        )}
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
      alerts.show(errorMessage(error, "An error occurred while submitting the form."));
    }
  }

  return (
    <Form onSubmit={handleSubmit}>
      <fieldset className="mb-3">
        <legend className="h6">Groups that must have a second factor</legend>
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
                  Default
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
        {save.isPending ? "Saving…" : "Save second factor groups"}
      </Button>
    </Form>
  );
}
