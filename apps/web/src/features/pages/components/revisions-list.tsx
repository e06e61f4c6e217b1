import { PAGE_VISIBILITY_LABELS } from "@bastion/shared";
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
import { useRevisions } from "../api/get-revisions";

const COLUMNS = ["Saved", "By", "Title", "Who could see it"];

/** A page's saved versions, newest first, each opening on its own page (where it can be restored). */
export function RevisionsList({ pageId }: { pageId: number }) {
  const [page, setPage] = useState(1);
  const revisions = useRevisions(pageId, page);

  let body: React.ReactNode;
  if (revisions.isPending) body = <TablePlaceholder columns={COLUMNS.length} />;
  else if (revisions.isError) {
    body = <Alert variant="danger">{errorMessage(revisions.error, "An error occurred while fetching data.")}</Alert>;
  } else {
    body = (
      <Table responsive className="admin-table table-stacked align-middle mb-0">
        <ColumnHeads columns={COLUMNS} />
        <tbody>
          {revisions.data.revisions.map((revision, index) => (
            <tr key={revision.id}>
              <td data-label="Saved" className="admin-list">
                <Link to={`/admin/pages/${pageId}/revisions/${revision.id}/`}>
                  <DateTime iso={revision.created_at} />
                </Link>
                {page === 1 && index === 0 && <span className="d-block small text-body-secondary">Current</span>}
              </td>
              <td data-label="By">{revision.author ?? "the site"}</td>
              <td data-label="Title" className="admin-wrap">
                {revision.title}
              </td>
              <td data-label="Who could see it" className="admin-list">
                {PAGE_VISIBILITY_LABELS[revision.visibility]}
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
        Revisions
      </h3>
      <p className="small text-body-secondary">
        Each save that changes the text or who may see it is kept. Open one to read it or restore it.
        {revisions.data && ` ${revisions.data.total.toLocaleString()} kept.`}
      </p>
      {body}
      <PageSwitcher
        label="Pages of revisions"
        className="mt-3"
        page={page}
        pageCount={revisions.data?.page_count ?? 0}
        onChange={setPage}
      />
    </section>
  );
}
