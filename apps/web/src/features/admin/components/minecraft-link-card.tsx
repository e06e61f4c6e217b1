import type { PersonDetail } from "@bastion/shared";
import { useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { VerifiedPlayer } from "../../../components/feedback/verified-player";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { useUnlinkMinecraft } from "../api/unlink-minecraft";

/**
 * A person's linked Minecraft account (issue 32) and the owner's Unlink: the account stays, and the
 * player can link again by joining the link server.
 */
export function MinecraftLinkCard({ person }: { person: PersonDetail }) {
  const t = useT("minecraft-link");
  const unlink = useUnlinkMinecraft(person.id);
  const alerts = useAlerts();
  const [asking, setAsking] = useState(false);
  const link = person.minecraft;

  function handleUnlink() {
    unlink.mutate(undefined, {
      onSuccess: (answer) => alerts.show(answer.message, "success"),
      onError: (failure) => alerts.show(errorMessage(failure, t("minecraft-link.unlink.failed"))),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <Card className="admin-card">
      <Card.Body>
        <h2 className="h5 mb-3">{t("minecraft-link.console.title")}</h2>
        {link ? (
          <>
            <VerifiedPlayer uuid={link.uuid} name={link.name} />
            <div className="small text-body-secondary mt-2 text-break" translate="no">
              {link.uuid}
            </div>
            <div className="small text-body-secondary mb-3">
              {t("minecraft-link.linked.since", { date: formatDate(link.linked_at) })}
            </div>
            <Button size="sm" variant="outline-danger" onClick={() => setAsking(true)}>
              {t("minecraft-link.unlink.button")}
            </Button>
            <ConfirmDialog
              show={asking}
              title={t("minecraft-link.console.unlinkTitle", { username: person.username })}
              confirmLabel={t("minecraft-link.unlink.confirm")}
              busy={unlink.isPending}
              busyLabel={t("minecraft-link.unlink.busy")}
              onConfirm={handleUnlink}
              onCancel={() => setAsking(false)}
            >
              {t("minecraft-link.console.unlinkQuestion", { username: person.username, name: link.name })}
            </ConfirmDialog>
          </>
        ) : (
          <p className="mb-0 text-body-secondary">{t("minecraft-link.console.none")}</p>
        )}
      </Card.Body>
    </Card>
  );
}
