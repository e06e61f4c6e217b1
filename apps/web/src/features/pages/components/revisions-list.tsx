import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Table from "react-bootstrap/Table";
import { Link } from "react-router";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import { DateTime } from "../../../components/feedback/date-time";
import { PageSwitcher } from "../../../components/feedback/page-switcher";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import "../../../components/layout/stacked-table.css";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useRevisions } from "../api/get-revisions";
import { visibilityLabel } from "./page-state";

/** A page's saved versions, newest first, each opening on its own page (where it can be restored). */
export function RevisionsList({ pageId }: { pageId: number }) {
  const t = useT("pages");
  const columns = {
    saved: t("pages.revisions.column.saved"),
    by: t("pages.revisions.column.by"),
    title: t("pages.revisions.column.title"),
    visibility: t("pages.revisions.column.visibility"),
  };
  const columnNames = Object.values(columns);
  const [page, setPage] = useState(1);
  const revisions = useRevisions(pageId, page);

  let body: React.ReactNode;
  if (revisions.isPending) body = <TablePlaceholder columns={columnNames.length} />;
  else if (revisions.isError) {
    body = <Alert variant="danger">{errorMessage(revisions.error, t("pages.error.fetchData"))}</Alert>;
  } else {
    body = (
      <Table responsive className="admin-table table-stacked align-middle mb-0">
        <ColumnHeads columns={columnNames} />
        <tbody>
          {revisions.data.revisions.map((revision, index) => (
            <tr key={revision.id}>
              <td data-label={columns.saved} className="admin-list">
                <Link to={`/admin/pages/${pageId}/revisions/${revision.id}/`}>
                  <DateTime iso={revision.created_at} />
                </Link>
                {page === 1 && index === 0 && (
                  <span className="d-block small text-body-secondary">{t("pages.revisions.current")}</span>
                )}
              </td>
              <td data-label={columns.by}>{revision.author ?? t("pages.revisions.bySite")}</td>
              <td data-label={columns.title} className="admin-wrap">
                {revision.title}
              </td>
              <td data-label={columns.visibility} className="admin-list">
                {visibilityLabel(revision.visibility, t)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <section className="mt-5" aria-labelledby="revisions-heading">
      <h3 id="revisions-heading" className="h5">
        {t("pages.revisions.heading")}
      </h3>
      <p className="small text-body-secondary">
        {t("pages.revisions.intro")}
        {revisions.data && ` ${t("pages.revisions.kept", { count: revisions.data.total })}`}
      </p>
      {body}
      <PageSwitcher
        label={t("pages.revisions.pages")}
        className="mt-3"
        page={page}
        pageCount={revisions.data?.page_count ?? 0}
        onChange={setPage}
      />
    </section>
  );
}
