import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import type { ListParams } from "../api/keys";
import { listSearch } from "./list-params";

interface PagerProps {
  params: ListParams;
  pageCount: number;
  /** Above or below the list: one pager at each end, each its own landmark. */
  placement: "top" | "bottom";
}

function PageLink({
  to,
  label,
  disabled,
  children,
}: {
  to: string;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
  return (
    <li className={`page-item${disabled ? " disabled" : ""}`}>
      {disabled ? (
        <span className="page-link">{content}</span>
      ) : (
        <Link className="page-link" to={to}>
          {content}
        </Link>
      )}
    </li>
  );
}

/**
 * First, previous, current, next and last (spec §2). Real links to the URL of each page, so a page
 * can be opened in a new tab or shared, and the back button walks back through them.
 */
export function PunishmentPager({ params, pageCount, placement }: PagerProps) {
  const t = useT("punishments");
  if (pageCount <= 1 && params.page <= 1) {
    // The top one keeps its place (held while the list loaded), so a one-page list does not jump up.
    return placement === "top" ? <div className="pager-placeholder mt-3" aria-hidden="true" /> : null;
  }
  const to = (page: number) => `/punished/${listSearch({ ...params, page })}`;
  const atStart = params.page <= 1;
  const atEnd = params.page >= pageCount;
  return (
    <nav
      aria-label={placement === "top" ? t("punishments.pager.labelTop") : t("punishments.pager.label")}
      className="d-flex justify-content-center mt-3"
    >
      <ul className="pagination mb-0">
        <PageLink to={to(1)} label={t("punishments.pager.first")} disabled={atStart}>
          «
        </PageLink>
        <PageLink
          to={to(Math.min(params.page - 1, Math.max(pageCount, 1)))}
          label={t("punishments.pager.previous")}
          disabled={atStart}
        >
          ‹
        </PageLink>
        <li className="page-item active" aria-current="page">
          <span className="page-link">{t("punishments.pager.current", { page: params.page, count: pageCount })}</span>
        </li>
        <PageLink to={to(params.page + 1)} label={t("punishments.pager.next")} disabled={atEnd}>
          ›
        </PageLink>
        <PageLink to={to(Math.max(pageCount, 1))} label={t("punishments.pager.last")} disabled={atEnd}>
          »
        </PageLink>
      </ul>
    </nav>
  );
}
