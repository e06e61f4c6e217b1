import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import Table from "react-bootstrap/Table";
import { Link, useSearchParams } from "react-router";
import { ColumnHeads } from "../../../components/feedback/column-heads";
import { DateTime } from "../../../components/feedback/date-time";
import { LinkButton } from "../../../components/feedback/link-button";
import { PageSwitcher } from "../../../components/feedback/page-switcher";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import "../../../components/layout/stacked-table.css";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { usePages } from "../api/get-pages";
import { StateBadge, visibilityText } from "./page-state";

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /admin/pages/: every custom page, last changed first, with its state and who may read it. */
export function PagesListPage() {
  const t = useT("pages");
  const columns = {
    title: t("pages.list.column.title"),
    address: t("pages.list.column.address"),
    state: t("pages.list.column.state"),
    visibility: t("pages.list.column.visibility"),
    changed: t("pages.list.column.changed"),
  };
  const columnNames = Object.values(columns);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const pages = usePages(page);

  let body: React.ReactNode;
  if (pages.isPending) body = <TablePlaceholder columns={columnNames.length} />;
  else if (pages.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(pages.error, t("pages.error.fetchData"))}
      </Alert>
    );
  } else if (pages.data.pages.length === 0) {
    body = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {pages.data.total > 0 ? t("pages.list.noSuchPage", { page }) : t("pages.list.empty")}
      </p>
    );
  } else {
    body = (
      <Table hover responsive className="admin-table table-stacked align-middle mb-0">
        <ColumnHeads columns={columnNames} />
        <tbody>
          {pages.data.pages.map((row) => (
            <tr key={row.id}>
              <td data-label={columns.title} className="fw-semibold admin-wrap">
                <Link to={`/admin/pages/${row.id}/`}>{row.title}</Link>
              </td>
              <td data-label={columns.address} className="admin-wrap">
                <code>/p/{row.slug}/</code>
              </td>
              <td data-label={columns.state}>
                <StateBadge published={row.published} />
              </td>
              <td data-label={columns.visibility} className="admin-list">
                {visibilityText(row, t)}
              </td>
              <td data-label={columns.changed} className="admin-list">
                <DateTime iso={row.updated_at} />
                <span className="d-block small text-body-secondary">
                  {row.updated_by === null
                    ? t("pages.list.changedBySite")
                    : t("pages.list.changedBy", { name: row.updated_by })}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <p className="small text-body-secondary mb-0 me-auto" role="status" aria-live="polite">
          {pages.data ? t("pages.list.summary", { count: pages.data.total }) : t("pages.list.loading")}
        </p>
        <LinkButton to="/admin/pages/new/">{t("pages.list.new")}</LinkButton>
      </div>
      <Card className="admin-card">{body}</Card>
      <PageSwitcher
        label={t("pages.list.pages")}
        className="mt-3"
        page={page}
        pageCount={pages.data?.page_count ?? 0}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </>
  );
}
