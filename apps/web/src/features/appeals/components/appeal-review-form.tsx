import { APPEAL_STATUSES, type AppealDetail, type AppealStatus } from "@bastion/shared";
import { type FormEvent, useState } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useModifyAppeal } from "../api/modify-appeal";
import { STATUS_LABEL } from "./labels";
import { LiftingNote } from "./lifting-note";
import { MESSAGES } from "./messages";

/** The administrators' controls: any status with either open state (spec §4). */
export function AppealReviewForm({ appeal }: { appeal: AppealDetail }) {
  const t = useT("appeals");
  const [status, setStatus] = useState<AppealStatus>(appeal.status);
  const [isOpened, setIsOpened] = useState(appeal.is_opened);
  const modify = useModifyAppeal(appeal.id);
  const alerts = useAlerts();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    modify.mutate(
      { status, is_opened: isOpened },
      {
        onSuccess: () => alerts.show(t(MESSAGES.modified), "success"),
        onError: (error) => alerts.show(errorMessage(error, t(MESSAGES.postComment))),
      },
    );
  }

  return (
    <>
      <Form onSubmit={handleSubmit} className="appeal-review d-flex flex-wrap align-items-end gap-3">
        <Form.Group controlId="appeal-status" className="appeal-status-select">
          <Form.Label>{t("appeals.review.status")}</Form.Label>
          <Form.Select value={status} onChange={(event) => setStatus(event.target.value as AppealStatus)}>
            {APPEAL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(STATUS_LABEL[value])}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          type="switch"
          id="appeal-opened"
          role="switch"
          className="mb-2"
          label={isOpened ? t("appeals.review.opened") : t("appeals.review.closed")}
          checked={isOpened}
          onChange={(event) => setIsOpened(event.target.checked)}
        />
        {/* The page's one primary button is the comment form's, which everyone on it shares. */}
        <Button type="submit" variant="outline-light" className="ms-sm-auto" disabled={modify.isPending}>
          {modify.isPending ? t("appeals.review.submitting") : t("appeals.review.submit")}
        </Button>
      </Form>
      <LiftingNote appeal={appeal} chosen={status} />
    </>
  );
}
