import type { OwnSession } from "@bastion/shared";
import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useT } from "../../../lib/i18n";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "../api/sessions";

/** One signed-in browser: its name, address and times, and a way to sign it out unless it is this one. */
function SessionRow({ session, busy, onEnd }: { session: OwnSession; busy: boolean; onEnd(): void }) {
  const t = useT("profiles");
  return (
    <li className="list-group-item bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
      <div className="me-auto">
        <div className="fw-semibold d-flex align-items-center gap-2">
          {session.browser}
          {session.current && <Badge bg="success">{t("profiles.sessions.thisBrowser")}</Badge>}
        </div>
        <div className="small text-body-secondary">
          {t("profiles.sessions.details", {
            address: session.ip ?? t("profiles.sessions.unknownAddress"),
            signedIn: formatDateTime(session.signed_in_at),
            lastActive: formatDateTime(session.last_seen_at),
          })}
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline-danger"
          size="sm"
          disabled={busy}
          onClick={onEnd}
          aria-label={
            session.ip
              ? t("profiles.sessions.signOutAtLabel", { browser: session.browser, ip: session.ip })
              : t("profiles.sessions.signOutLabel", { browser: session.browser })
          }
        >
          {t("profiles.sessions.signOut")}
        </Button>
      )}
    </li>
  );
}

/**
 * The own profile's "Signed-in browsers" card (issue 29): where the account is signed in, with a way
 * to sign out one other browser or every other at once (after a confirm). Changing the password or
 * two-step sign-in signs the others out by itself.
 */
export function SessionsSection() {
  const sessions = useOwnSessions();
  const endOthers = useEndOtherSessions();
  const endOne = useEndSession();
  const alerts = useAlerts();
  const [confirming, setConfirming] = useState(false);
  const t = useT("profiles");
  const list = sessions.data?.sessions;
  const others = list?.filter((session) => !session.current).length ?? 0;

  const failed = (error: unknown) => alerts.show(errorMessage(error, t("profiles.errors.retry")));

  function body() {
    if (sessions.isError) return <p className="mb-0">{errorMessage(sessions.error, t("profiles.errors.list"))}</p>;
    if (!list) {
      return (
        <Placeholder as="p" animation="glow" aria-hidden="true">
          <Placeholder xs={7} /> <Placeholder xs={4} /> <Placeholder xs={9} />
        </Placeholder>
      );
    }
    return (
      <>
        <ul className="list-group list-group-flush mb-3">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={endOne.isPending}
              onEnd={() =>
                endOne.mutate(session.id, {
                  onSuccess: (answer) => alerts.show(answer.message, "success"),
                  onError: failed,
                })
              }
            />
          ))}
        </ul>
        {others === 0 ? (
          <p className="small text-body-secondary mb-0">{t("profiles.sessions.noOthers")}</p>
        ) : (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            {t("profiles.sessions.signOutOthers")}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="sessions-title" aria-busy={sessions.isPending}>
      <div className="card-body p-4 p-md-5">
        <h2 id="sessions-title" className="h4 mb-3">
          {t("profiles.sessions.title")}
        </h2>
        <p className="mb-3">{t("profiles.sessions.intro")}</p>
        {body()}
      </div>
      <ConfirmDialog
        show={confirming}
        title={t("profiles.sessions.confirmTitle")}
        confirmLabel={t("profiles.sessions.signOutOthers")}
        busy={endOthers.isPending}
        busyLabel={t("profiles.sessions.signingOut")}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: (answer) => {
              setConfirming(false);
              alerts.show(answer.message, "success");
            },
            onError: (error) => {
              setConfirming(false);
              failed(error);
            },
          })
        }
      >
        {t("profiles.sessions.confirmText", { count: others })}
      </ConfirmDialog>
    </section>
  );
}
