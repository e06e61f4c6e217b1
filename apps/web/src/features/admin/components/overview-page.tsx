import { type AdminOverview, formatSize } from "@bastion/shared";
import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { useModuleOn, useSiteConfig } from "../../../lib/site-config";
import { useOverview } from "../api/get-overview";
import { useGameServerStatus } from "../api/get-server-status";
import { SecondFactorSection } from "./second-factor-section";

const count = (value: number) => value.toLocaleString();

interface FigureProps {
  title: string;
  value: ReactNode;
  detail?: ReactNode;
  to?: string;
  linkLabel?: string;
}

function Figure({ title, value, detail, to, linkLabel }: FigureProps) {
  return (
    <Card className="admin-figure h-100">
      <Card.Body>
        <h2 className="h6 text-body-secondary mb-2">{title}</h2>
        <p className="admin-figure-value mb-1">{value}</p>
        {detail && <p className="small text-body-secondary mb-0">{detail}</p>}
      </Card.Body>
      {to && (
        <Card.Footer className="bg-transparent border-0 pt-0">
          <Link to={to} className="small">
            {linkLabel}
          </Link>
        </Card.Footer>
      )}
    </Card>
  );
}

function FigurePlaceholder() {
  return (
    <Card className="admin-figure h-100" aria-hidden="true">
      <Card.Body className="placeholder-glow">
        <span className="placeholder col-6 mb-3 d-block" />
        <span className="placeholder placeholder-lg col-4 d-block" />
      </Card.Body>
    </Card>
  );
}

function GameServerFigure() {
  const site = useSiteConfig();
  const configured = Boolean(site.data?.server_address);
  const status = useGameServerStatus(configured);
  let value: ReactNode = <span className="placeholder col-4" />;
  let detail: ReactNode = null;
  // The same words as the home page's card: "offline" would tell the owner to look at a server that is not there.
  if (site.data && !configured) {
    value = <span className="text-warning">Not set</span>;
    detail = (
      <>
        No game server configured. Set <code>MINECRAFT_SERVER</code> (<code>host</code> or <code>host:port</code>) and
        restart the site.
      </>
    );
  } else if (status.isError) value = "Unknown";
  else if (status.data?.online) {
    value = <span className="text-success">Online</span>;
    detail = `${count(status.data.players.online)} of ${count(status.data.players.max)} players`;
  } else if (status.data) {
    value = <span className="text-warning">Offline</span>;
    detail = "Server is offline for maintenance";
  }
  return <Figure title="Game server" value={value} detail={detail} />;
}

function backupFigure(backup: AdminOverview["backup"]): FigureProps {
  const schedule = backup.every_hours
    ? `Taken every ${backup.every_hours} h.`
    : "No schedule: set BACKUP_EVERY_HOURS, or run npm run manage -- backup.";
  if (!backup.last) {
    return {
      title: "Last backup",
      value: <span className={backup.overdue ? "text-warning" : undefined}>None yet</span>,
      detail: schedule,
    };
  }
  return {
    title: "Last backup",
    value: (
      <span className={backup.overdue ? "text-warning" : undefined}>{formatDateTime(backup.last.created_at)}</span>
    ),
    detail: `${formatSize(backup.last.size_bytes)}, ${backup.last.kind}. ${
      backup.overdue ? "Overdue: older than twice the schedule. " : ""
    }${schedule}`,
  };
}

/** How long ago, in words an owner reads at a glance. */
function ago(seconds: number): string {
  if (seconds < 90) return `${seconds} s ago`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min ago`;
  return `${Math.round(seconds / 3600)} h ago`;
}

/** The LiteBans sync (issue 17), shown only where it is configured. */
function litebansFigure(litebans: AdminOverview["litebans"]): FigureProps | undefined {
  const last = litebans.lag_seconds === null ? "No pass has finished yet." : `Last pass ${ago(litebans.lag_seconds)}.`;
  switch (litebans.state) {
    case "off":
      return undefined;
    case "ok":
      return { title: "LiteBans sync", value: <span className="text-success">Working</span>, detail: last };
    case "importing":
      return { title: "LiteBans sync", value: "First import", detail: "Under way; the log shows its progress." };
    case "waiting":
      return { title: "LiteBans sync", value: "Waiting", detail: "Starts with the next pass." };
    case "failing":
      return {
        title: "LiteBans sync",
        value: <span className="text-warning">Failing</span>,
        detail: `${litebans.last_error ?? "Unknown error"}. ${last} The list keeps what it has; npm run manage -- litebans-status tells more.`,
      };
  }
}

/** The appeals figure: while the module is off its staff pages are gone, so it points to the switch. */
function appealsFigure(openAppeals: number, appealsOn: boolean): FigureProps {
  if (!appealsOn) {
    return {
      title: "Open appeals",
      value: count(openAppeals),
      detail: "Appeals are switched off; their data is kept.",
      to: "/admin/settings/",
      linkLabel: "Open settings",
    };
  }
  return {
    title: "Open appeals",
    value: count(openAppeals),
    to: "/appeals/current/admin/",
    linkLabel: "Review appeals",
  };
}

function figuresOf(data: AdminOverview, appealsOn: boolean): FigureProps[] {
  const { accounts } = data;
  return [
    {
      title: "Accounts",
      value: count(accounts.total),
      detail: `${count(accounts.new_this_week)} new this week · ${count(accounts.unverified)} unverified · ${count(accounts.deactivated)} deactivated`,
      to: "/admin/people/",
      linkLabel: "See people",
    },
    appealsFigure(data.open_appeals, appealsOn),
    { title: "Punishments", value: count(data.punishments), to: "/punished/", linkLabel: "Punished players" },
    { title: "Announcements", value: count(data.announcements), to: "/announcements/", linkLabel: "Announcements" },
    {
      title: "Unread messages",
      value: count(data.contact_unread),
      to: "/admin/contact/",
      linkLabel: "Open the inbox",
    },
    backupFigure(data.backup),
    ...[litebansFigure(data.litebans)].filter((figure) => figure !== undefined),
    {
      title: "Site",
      value: `v${data.version}`,
      detail: `${data.database.kind === "postgres" ? "PostgreSQL" : "SQLite"} ${data.database.version}`,
    },
  ];
}

/** /admin/: the figures an owner looks at first. */
export function OverviewPage() {
  const overview = useOverview();
  if (overview.isError) {
    return <Alert variant="danger">{errorMessage(overview.error, "An error occurred while fetching data.")}</Alert>;
  }
  return (
    <>
      <Figures />
      <div className="mt-4">
        <SecondFactorSection />
      </div>
    </>
  );
}

function Figures() {
  const overview = useOverview();
  const appealsOn = useModuleOn("appeals");
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3" aria-busy={overview.isPending}>
      {overview.data
        ? figuresOf(overview.data, appealsOn).map((figure) => (
            <div className="col" key={figure.title}>
              <Figure {...figure} />
            </div>
          ))
        : Array.from({ length: 7 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <div className="col" key={index}>
              <FigurePlaceholder />
            </div>
          ))}
      <div className="col">
        <GameServerFigure />
      </div>
    </div>
  );
}
