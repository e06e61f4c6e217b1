import type { PersonContent, PersonDetail } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useDeletePerson } from "../api/delete-person";

const n = (count: number, one: string, many: string) => `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** What deleting the account does to what the person wrote, in the words the page and the dialog use. */
export function DeletionConsequences({ content }: { content: PersonContent }) {
  return (
    <ul className="mb-0">
      <li>
        Deleted: {n(content.appeals, "appeal", "appeals")} (with every comment on them),{" "}
        {n(content.appeal_comments, "comment", "comments")} on appeals and{" "}
        {n(content.announcement_comments, "comment", "comments")} on announcements, their profile and picture, and their
        sessions.
      </li>
      <li>
        Kept: {n(content.announcements, "announcement", "announcements")} they wrote, shown as by a former member;
        contact messages they sent; the audit log's entries, which keep their name.
      </li>
      <li>Their username and e-mail address become free for a new account.</li>
    </ul>
  );
}

/** The danger zone: what deletion does, said before the button, then a confirm dialog. */
export function DeleteAccount({ person }: { person: PersonDetail }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeletePerson(person.id);
  const alerts = useAlerts();
  const navigate = useNavigate();

  // mutateAsync: the deleted person's page unmounts as their data goes, and mutate's callbacks
  // would go with it.
  async function handleConfirm() {
    try {
      const answer = await remove.mutateAsync();
      alerts.show(answer.message, "success");
      navigate("/admin/people/", { replace: true });
    } catch (error) {
      setConfirming(false);
      alerts.show(errorMessage(error, "An error occurred while submitting the form."));
    }
  }

  return (
    <Card className="admin-card admin-danger-zone">
      <Card.Body>
        <h2 className="h5 text-danger-emphasis">Delete account</h2>
        <DeletionConsequences content={person.content} />
        <p className="small text-body-secondary mt-2 mb-3">
          This cannot be undone. To only stop them, deactivate instead.
        </p>
        <Button
          variant="danger"
          disabled={person.is_last_owner}
          title={person.is_last_owner ? "The site's last active owner cannot be deleted." : undefined}
          onClick={() => setConfirming(true)}
        >
          Delete {person.username}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={`Delete ${person.username}?`}
        confirmLabel="Delete account"
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
      >
        <p>Are you sure you want to delete the account of {person.username}?</p>
        <DeletionConsequences content={person.content} />
      </ConfirmDialog>
    </Card>
  );
}
