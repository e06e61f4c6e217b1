import type { OwnSession } from "@bastion/shared";
import { useState } from "react";
import Badge from "react-bootstrap/Badge";
import Button from "react-bootstrap/Button";
import Placeholder from "react-bootstrap/Placeholder";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useEndOtherSessions, useEndSession, useOwnSessions } from "../api/sessions";

/** One signed-in browser: its name, address and times, and a way to sign it out unless it is this one. */
function SessionRow({ session, busy, onEnd }: { session: OwnSession; busy: boolean; onEnd(): void }) {
  return (
    <li className="list-group-item bg-transparent px-0 d-flex flex-wrap align-items-center gap-2">
      <div className="me-auto">
        <div className="fw-semibold d-flex align-items-center gap-2">
          {session.browser}
          {session.current && <Badge bg="success">This browser</Badge>}
        </div>
        <div className="small text-body-secondary">
          {session.ip ?? "Unknown address"} · signed in {formatDateTime(session.signed_in_at)} · last active{" "}
          {formatDateTime(session.last_seen_at)}
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline-danger"
          size="sm"
          disabled={busy}
          onClick={onEnd}
          aria-label={`Sign out ${session.browser}${session.ip ? ` at ${session.ip}` : ""}`}
        >
          Sign out
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
  const list = sessions.data?.sessions;
  const others = list?.filter((session) => !session.current).length ?? 0;

  const failed = (error: unknown) => alerts.show(errorMessage(error, "That did not work. Try again."));

  function body() {
    if (sessions.isError)
      return <p className="mb-0">{errorMessage(sessions.error, "The list could not be loaded.")}</p>;
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
          <p className="small text-body-secondary mb-0">No other browser is signed in to your account.</p>
        ) : (
          <Button variant="outline-danger" onClick={() => setConfirming(true)}>
            Sign out everywhere else
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="card border-0 shadow-sm" aria-labelledby="sessions-title" aria-busy={sessions.isPending}>
      <div className="card-body p-4 p-md-5">
        <h2 id="sessions-title" className="h4 mb-3">
          Signed-in browsers
        </h2>
        <p className="mb-3">
          Where your account is signed in now. Sign out any browser you do not recognise, then change your password.
        </p>
        {body()}
      </div>
      <ConfirmDialog
        show={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out everywhere else"
        busy={endOthers.isPending}
        busyLabel="Signing out…"
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
        {others === 1 ? "The other browser" : `The ${others} other browsers`} signed in to your account will need your
        password again. This browser stays signed in.
      </ConfirmDialog>
    </section>
  );
}
