import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useNavigate, useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { useAuditLog } from "../api/get-audit-log";
import type { AuditParams } from "../api/keys";
import { AuditFilters } from "./audit-filters";
import { auditSearch, readAuditParams } from "./audit-params";
import { AuditTable, AuditTablePlaceholder } from "./audit-table";
import { MorePager } from "./more-pager";

/** /admin/audit/: every privileged action, newest first, filtered by who, what and when. Read-only. */
export function AuditLogPage() {
  const [searchParams] = useSearchParams();
  const params = readAuditParams(searchParams);
  const log = useAuditLog(params);
  const navigate = useNavigate();
  const go = (next: AuditParams) => navigate(`/admin/audit/${auditSearch(next)}`);

  let body: React.ReactNode;
  if (log.isPending) body = <AuditTablePlaceholder />;
  else if (log.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(log.error, "An error occurred while fetching data.")}
      </Alert>
    );
  } else if (log.data.entries.length === 0) {
    body = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {params.page > 1 ? `There is no page ${params.page}.` : "No entries match."}
      </p>
    );
  } else body = <AuditTable entries={log.data.entries} />;

  return (
    <>
      <AuditFilters params={params} onChange={go} />
      <p className="small text-body-secondary mb-2">
        Entries are written with each change and cannot be edited or deleted here.
      </p>
      <Card className="admin-card">{body}</Card>
      {log.data && (
        <MorePager
          label="Audit log pages"
          page={params.page}
          pageCount={0}
          more={log.data.has_more}
          onChange={(page) => go({ ...params, page })}
        />
      )}
    </>
  );
}
