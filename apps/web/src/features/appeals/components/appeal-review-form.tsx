import { APPEAL_STATUSES, type AppealDetail, type AppealStatus } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useModifyAppeal } from "../api/modify-appeal";
import { LiftingNote } from "./lifting-note";
import { MESSAGES } from "./messages";

/** The administrators' controls: any status with either open state (spec §4). */
export function AppealReviewForm({ appeal }: { appeal: AppealDetail }) {
  const [status, setStatus] = useState<AppealStatus>(appeal.status);
  const [isOpened, setIsOpened] = useState(appeal.is_opened);
  const modify = useModifyAppeal(appeal.id);
  const alerts = useAlerts();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    modify.mutate(
      { status, is_opened: isOpened },
      {
        onSuccess: () => alerts.show(MESSAGES.modified, "success"),
        onError: (error) => alerts.show(errorMessage(error, MESSAGES.postComment)),
      },
    );
  }

  return (
    <>
      <Form onSubmit={handleSubmit} className="appeal-review d-flex flex-wrap align-items-end gap-3">
        <Form.Group controlId="appeal-status" className="appeal-status-select">
          <Form.Label>Status</Form.Label>
          <Form.Select value={status} onChange={(event) => setStatus(event.target.value as AppealStatus)}>
            {APPEAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          id="appeal-opened"
          role="switch"
          className="mb-2"
          label={isOpened ? "Opened" : "Closed"}
          checked={isOpened}
          onChange={(event) => setIsOpened(event.target.checked)}
        />
        {/* The page's one primary button is the comment form's, which everyone on it shares. */}
        <Button type="submit" variant="outline-light" className="ms-sm-auto" disabled={modify.isPending}>
          {modify.isPending ? "Submitting…" : "Submit"}
        </Button>
      </Form>
      <LiftingNote appeal={appeal} chosen={status} />
    </>
  );
}
