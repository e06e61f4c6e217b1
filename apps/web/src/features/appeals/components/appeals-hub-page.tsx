import { GROUPS } from "@bastion/shared";
import { type ReactNode, useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
import { useLinkStatus } from "../api/link-status";
import { NotificationSwitch } from "./notification-switch";
import { VerifyPlayerDialog } from "./verify-player-dialog";
import "./appeals.css";

interface HubCardProps {
  title: string;
  text: string;
  /** Bootstrap column classes: three cards fill a row for players, four for administrators. */
  columns: string;
  children: ReactNode;
}

function HubCard({ title, text, columns, children }: HubCardProps) {
  return (
    <div className={`col-12 col-md-6 ${columns}`}>
      <Card className="appeal-card h-100">
        <Card.Body className="d-flex flex-column">
          <Card.Title as="h2" className="h5">
            {title}
          </Card.Title>
          <Card.Text className="text-body-secondary">{text}</Card.Text>
          <div className="mt-auto d-flex flex-column gap-2 align-items-start">{children}</div>
        </Card.Body>
      </Card>
    </div>
  );
}

/**
 * Told before searching (issue 32): while only the linked player may appeal (a link server and the
 * owner's setting), an account with no linked Minecraft account is sent to link one first. Nothing
 * shows while the status loads or fails: the dialog's refusal still says it.
 */
function LinkFirstNotice() {
  const words = useT("minecraft-link");
  const { data: status } = useLinkStatus();
  if (!status?.appeals_linked_player_only || status.link) return null;
  return (
    <Alert variant="info" className="mb-4" data-testid="appeals-link-first">
      <p className="mb-2">{words("minecraft-link.appeal.notice")}</p>
      <Link to="/profile/#minecraft-link" className="alert-link">
        {words("minecraft-link.appeal.link")}
      </Link>
    </Alert>
  );
}

/** /appeals/: start an appeal, follow your own, and for administrators, review everyone's. */
export function AppealsHubPage() {
  const t = useT("appeals");
  const { data: user } = useActiveUser();
  const [verifying, setVerifying] = useState(false);
  const isAdministrator = can(user, { group: GROUPS.administrators });
  const columns = isAdministrator ? "col-xl-3" : "col-lg-4";

  return (
    <section className="container py-4 py-lg-5">
      <h1 className="mb-2">{t("appeals.title.hub")}</h1>
      <p className="lead text-body-secondary mb-4">{t("appeals.hub.lead")}</p>
      <LinkFirstNotice />
      <div className="row g-4">
        <HubCard columns={columns} title={t("appeals.hub.submit")} text={t("appeals.hub.submitText")}>
          <Button variant="primary" onClick={() => setVerifying(true)}>
            {t("appeals.hub.submit")}
          </Button>
        </HubCard>
        <HubCard columns={columns} title={t("appeals.title.current")} text={t("appeals.hub.currentText")}>
          <LinkButton to="/appeals/current/" variant="outline-light">
            {t("appeals.hub.viewCurrent")}
          </LinkButton>
        </HubCard>
        <HubCard columns={columns} title={t("appeals.title.closed")} text={t("appeals.hub.closedText")}>
          <LinkButton to="/appeals/closed/" variant="outline-light">
            {t("appeals.hub.viewClosed")}
          </LinkButton>
        </HubCard>
        {isAdministrator && (
          <HubCard columns={columns} title={t("appeals.hub.admin")} text={t("appeals.hub.adminText")}>
            <LinkButton to="/appeals/current/admin/" variant="outline-light">
              {t("appeals.title.adminCurrent")}
            </LinkButton>
            <LinkButton to="/appeals/closed/admin/" variant="outline-light">
              {t("appeals.title.adminClosed")}
            </LinkButton>
            <NotificationSwitch />
          </HubCard>
        )}
      </div>
      <VerifyPlayerDialog show={verifying} onHide={() => setVerifying(false)} />
    </section>
  );
}
