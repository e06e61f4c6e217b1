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
import { usePages } from "../api/get-pages";
import { StateBadge, visibilityText } from "./page-state";

const COLUMNS = ["Title", "Address", "State", "Who may see it", "Last changed"];

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /admin/pages/: every custom page, last changed first, with its state and who may read it. */
export function PagesListPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const pages = usePages(page);

  let body: React.ReactNode;
  if (pages.isPending) body = <TablePlaceholder columns={COLUMNS.length} />;
  else if (pages.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(pages.error, "An error occurred while fetching data.")}
      </Alert>
    );
  } else if (pages.data.pages.length === 0) {
    body = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {pages.data.total > 0 ? `There is no page ${page} of the list.` : "No pages yet."}
      </p>
    );
  } else {
    body = (
      <Table hover responsive className="admin-table table-stacked align-middle mb-0">
        <ColumnHeads columns={COLUMNS} />
        <tbody>
          {pages.data.pages.map((row) => (
            <tr key={row.id}>
              <td data-label="Title" className="fw-semibold admin-wrap">
                <Link to={`/admin/pages/${row.id}/`}>{row.title}</Link>
              </td>
              <td data-label="Address" className="admin-wrap">
                <code>/p/{row.slug}/</code>
              </td>
              <td data-label="State">
                <StateBadge published={row.published} />
              </td>
              <td data-label="Who may see it" className="admin-list">
                {visibilityText(row)}
              </td>
              <td data-label="Last changed" className="admin-list">
                <DateTime iso={row.updated_at} />
                <span className="d-block small text-body-secondary">by {row.updated_by ?? "the site"}</span>
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
          {pages.data
            ? `${pages.data.total.toLocaleString()} page${pages.data.total === 1 ? "" : "s"}, last changed first. Each is read at /p/ and its address.`
            : "Loading pages…"}
        </p>
        <LinkButton to="/admin/pages/new/">New page</LinkButton>
      </div>
      <Card className="admin-card">{body}</Card>
      <PageSwitcher
        label="Pages of the list"
        className="mt-3"
        page={page}
        pageCount={pages.data?.page_count ?? 0}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </>
  );
}
