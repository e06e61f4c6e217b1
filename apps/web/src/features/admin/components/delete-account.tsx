import type { PersonContent, PersonDetail } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useDeletePerson } from "../api/delete-person";

/** What deleting the account does to what the person wrote, in the words the page and the dialog use. */
export function DeletionConsequences({ content }: { content: PersonContent }) {
  const t = useT("admin");
  return (
    <ul className="mb-0">
      <li>
        {t("admin.delete.deleted", {
          appeals: content.appeals,
          appealComments: content.appeal_comments,
          announcementComments: content.announcement_comments,
          newsNetworks: content.news_networks,
        })}
      </li>
      <li>{t("admin.delete.kept", { announcements: content.announcements })}</li>
      <li>{t("admin.delete.freed")}</li>
    </ul>
  );
}

/** The danger zone: what deletion does, said before the button, then a confirm dialog. */
export function DeleteAccount({ person }: { person: PersonDetail }) {
  const t = useT("admin");
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
      alerts.show(errorMessage(error, t("admin.error.submit")));
    }
  }

  return (
    <Card className="admin-card admin-danger-zone">
      <Card.Body>
        <h2 className="h5 text-danger-emphasis">{t("admin.delete.title")}</h2>
        <DeletionConsequences content={person.content} />
        <p className="small text-body-secondary mt-2 mb-3">{t("admin.delete.warning")}</p>
        <Button
          variant="danger"
          disabled={person.is_last_owner}
          title={person.is_last_owner ? t("admin.delete.lastOwner") : undefined}
          onClick={() => setConfirming(true)}
        >
          {t("admin.delete.button", { username: person.username })}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={t("admin.delete.confirmTitle", { username: person.username })}
        confirmLabel={t("admin.delete.title")}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={handleConfirm}
      >
        <p>{t("admin.delete.confirmBody", { username: person.username })}</p>
        <DeletionConsequences content={person.content} />
      </ConfirmDialog>
    </Card>
  );
}
