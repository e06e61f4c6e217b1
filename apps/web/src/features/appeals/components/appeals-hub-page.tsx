import { GROUPS } from "@bastion/shared";
import { type ReactNode, useState } from "react";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { LinkButton } from "../../../components/feedback/link-button";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { useT } from "../../../lib/i18n";
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
