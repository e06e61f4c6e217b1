import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useNavigate, useSearchParams } from "react-router";
import { MorePager } from "../../../components/feedback/more-pager";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useAuditLog } from "../api/get-audit-log";
import type { AuditParams } from "../api/keys";
import { AuditFilters } from "./audit-filters";
import { auditSearch, readAuditParams } from "./audit-params";
import { AuditTable, AuditTablePlaceholder } from "./audit-table";

/** /admin/audit/: every privileged action, newest first, filtered by who, what and when. Read-only. */
export function AuditLogPage() {
  const t = useT("admin", "admin-audit");
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
        {errorMessage(log.error, t("admin.error.fetch"))}
      </Alert>
    );
  } else if (log.data.entries.length === 0) {
    body = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {params.page > 1 ? t("admin-audit.noPage", { page: params.page }) : t("admin-audit.empty")}
      </p>
    );
  } else body = <AuditTable entries={log.data.entries} />;

  return (
    <>
      <AuditFilters params={params} onChange={go} />
      <p className="small text-body-secondary mb-2">{t("admin-audit.intro")}</p>
      <Card className="admin-card">{body}</Card>
      {log.data && (
        <MorePager
          label={t("admin-audit.pages")}
          page={params.page}
          pageCount={0}
          more={log.data.has_more}
          onChange={(page) => go({ ...params, page })}
        />
      )}
    </>
  );
}
