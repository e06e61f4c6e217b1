import type { AdminOverview } from "@bastion/shared";
import type { ReactNode } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { formatDateTime } from "../../../lib/format-date";
import { type FormatSize, useFormatSize } from "../../../lib/format-size";
import { Trans, type Translate, useLocale, useT } from "../../../lib/i18n";
import { useModuleOn, useSiteConfig } from "../../../lib/site-config";
import { useOverview } from "../api/get-overview";
import { useGameServerStatus } from "../api/get-server-status";
import { SecondFactorSection } from "./second-factor-section";

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
  const t = useT("admin");
  const site = useSiteConfig();
  const configured = Boolean(site.data?.server_address);
  const status = useGameServerStatus(configured);
  let value: ReactNode = <span className="placeholder col-4" />;
  let detail: ReactNode = null;
  // The same words as the home page's card: "offline" would tell the owner to look at a server that is not there.
  if (site.data && !configured) {
    value = <span className="text-warning">{t("admin.overview.server.notSet")}</span>;
    detail = <Trans id="admin.overview.server.notConfigured" components={{ 0: <code />, 1: <code />, 2: <code /> }} />;
  } else if (status.isError) value = t("admin.overview.server.unknown");
  else if (status.data?.online) {
    value = <span className="text-success">{t("admin.overview.server.online")}</span>;
    detail = t("admin.overview.server.players", { online: status.data.players.online, max: status.data.players.max });
  } else if (status.data) {
    value = <span className="text-warning">{t("admin.overview.server.offline")}</span>;
    detail = t("admin.overview.server.maintenance");
  }
  return <Figure title={t("admin.overview.server.title")} value={value} detail={detail} />;
}

function backupFigure(t: Translate, size: FormatSize, backup: AdminOverview["backup"]): FigureProps {
  const schedule = backup.every_hours
    ? t("admin.overview.backup.every", { hours: backup.every_hours })
    : t("admin.overview.backup.noSchedule");
  const title = t("admin.overview.backup.title");
  if (!backup.last) {
    return {
      title,
      value: <span className={backup.overdue ? "text-warning" : undefined}>{t("admin.overview.backup.none")}</span>,
      detail: schedule,
    };
  }
  const values = { size: size(backup.last.size_bytes), kind: backup.last.kind, schedule };
  return {
    title,
    value: (
      <span className={backup.overdue ? "text-warning" : undefined}>{formatDateTime(backup.last.created_at)}</span>
    ),
    detail: backup.overdue
      ? t("admin.overview.backup.detailOverdue", values)
      : t("admin.overview.backup.detail", values),
  };
}

/** When the last pass finished, in words an owner reads at a glance. */
function lastPass(t: Translate, seconds: number | null): string {
  if (seconds === null) return t("admin.overview.litebans.noPass");
  if (seconds < 90) return t("admin.overview.litebans.lastPassSeconds", { count: seconds });
  if (seconds < 90 * 60) return t("admin.overview.litebans.lastPassMinutes", { count: Math.round(seconds / 60) });
  return t("admin.overview.litebans.lastPassHours", { count: Math.round(seconds / 3600) });
}

/** The LiteBans sync (issue 17), shown only where it is configured. */
function litebansFigure(t: Translate, litebans: AdminOverview["litebans"]): FigureProps | undefined {
  const last = lastPass(t, litebans.lag_seconds);
  const title = t("admin.overview.litebans.title");
  switch (litebans.state) {
    case "off":
      return undefined;
    case "ok":
      return {
        title,
        value: <span className="text-success">{t("admin.overview.litebans.working")}</span>,
        detail: last,
      };
    case "importing":
      return {
        title,
        value: t("admin.overview.litebans.importing"),
        detail: t("admin.overview.litebans.importingDetail"),
      };
    case "waiting":
      return { title, value: t("admin.overview.litebans.waiting"), detail: t("admin.overview.litebans.waitingDetail") };
    case "failing":
      return {
        title,
        value: <span className="text-warning">{t("admin.overview.litebans.failing")}</span>,
        detail: t("admin.overview.litebans.failingDetail", {
          error: litebans.last_error ?? t("admin.overview.litebans.unknownError"),
          last,
        }),
      };
  }
}

/** The appeals figure: while the module is off its staff pages are gone, so it points to the switch. */
function appealsFigure(t: Translate, value: string, appealsOn: boolean): FigureProps {
  const title = t("admin.overview.appeals.title");
  if (!appealsOn) {
    return {
      title,
      value,
      detail: t("admin.overview.appeals.off"),
      to: "/admin/settings/",
      linkLabel: t("admin.overview.appeals.openSettings"),
    };
  }
  return { title, value, to: "/appeals/current/admin/", linkLabel: t("admin.overview.appeals.review") };
}

interface Words {
  t: Translate;
  size: FormatSize;
  count: (value: number) => string;
}

function figuresOf({ t, size, count }: Words, data: AdminOverview, appealsOn: boolean): FigureProps[] {
  const { accounts } = data;
  return [
    {
      title: t("admin.overview.accounts.title"),
      value: count(accounts.total),
      detail: t("admin.overview.accounts.detail", {
        fresh: accounts.new_this_week,
        unverified: accounts.unverified,
        deactivated: accounts.deactivated,
      }),
      to: "/admin/people/",
      linkLabel: t("admin.overview.accounts.link"),
    },
    appealsFigure(t, count(data.open_appeals), appealsOn),
    {
      title: t("admin.overview.punishments.title"),
      value: count(data.punishments),
      to: "/punished/",
      linkLabel: t("admin.overview.punishments.link"),
    },
    {
      title: t("admin.overview.announcements.title"),
      value: count(data.announcements),
      to: "/announcements/",
      linkLabel: t("admin.overview.announcements.link"),
    },
    {
      title: t("admin.overview.unread.title"),
      value: count(data.contact_unread),
      to: "/admin/contact/",
      linkLabel: t("admin.overview.unread.link"),
    },
    backupFigure(t, size, data.backup),
    ...[litebansFigure(t, data.litebans)].filter((figure) => figure !== undefined),
    {
      title: t("admin.overview.site.title"),
      value: `v${data.version}`,
      detail: `${data.database.kind === "postgres" ? "PostgreSQL" : "SQLite"} ${data.database.version}`,
    },
  ];
}

/** /admin/: the figures an owner looks at first. */
export function OverviewPage() {
  const t = useT("admin");
  const overview = useOverview();
  if (overview.isError) {
    return <Alert variant="danger">{errorMessage(overview.error, t("admin.error.fetch"))}</Alert>;
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
  const t = useT("admin");
  const size = useFormatSize();
  const number = new Intl.NumberFormat(useLocale());
  const overview = useOverview();
  const appealsOn = useModuleOn("appeals");
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3" aria-busy={overview.isPending}>
      {overview.data
        ? figuresOf({ t, size, count: (value) => number.format(value) }, overview.data, appealsOn).map((figure) => (
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
