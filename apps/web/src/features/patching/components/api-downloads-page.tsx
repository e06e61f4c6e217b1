import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useNavigate, useSearchParams } from "react-router";
import { MorePager } from "../../../components/feedback/more-pager";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { errorMessage } from "../../../lib/api-client";
import { Trans, type Translate, useT } from "../../../lib/i18n";
import { useDownloadTotals } from "../api/get-download-totals";
import { usePatchDownloads } from "../api/get-patch-downloads";
import { downloadsSearch, readDownloadsParams } from "./api-downloads-params";
import { DownloadFilters } from "./download-filters";
import { DownloadsTable } from "./downloads-table";
import { KeyTotalsTable } from "./key-totals-table";
import "./patching.css";

/** What the record says when a page has no downloads: past its end, nothing for these filters, or none at all. */
function emptyText(t: Translate, query: { page: number; key?: number; target?: number }): string {
  if (query.page > 1) return t("patching.apiDownloads.noPage", { page: query.page });
  if (query.key || query.target) return t("patching.apiDownloads.noMatch");
  return t("patching.apiDownloads.none");
}

/** /api/downloads/ (owner): every patch file the API served, per-key totals, filters by key and target. */
export function ApiDownloadsPage() {
  const [searchParams] = useSearchParams();
  const query = readDownloadsParams(searchParams);
  const downloads = usePatchDownloads(query);
  const totals = useDownloadTotals();
  const navigate = useNavigate();
  const t = useT("patching");
  const failed = t("patching.messages.fetchDataFailed");

  let totalsBody: React.ReactNode;
  if (totals.isPending) totalsBody = <TablePlaceholder columns={5} />;
  else if (totals.isError)
    totalsBody = (
      <Alert variant="danger" className="m-3">
        {errorMessage(totals.error, failed)}
      </Alert>
    );
  else if (totals.data.keys.length === 0) {
    totalsBody = <p className="text-body-secondary text-center py-4 mb-0">{t("patching.apiDownloads.noKeys")}</p>;
  } else totalsBody = <KeyTotalsTable keys={totals.data.keys} />;

  let list: React.ReactNode;
  if (downloads.isPending) list = <TablePlaceholder columns={6} />;
  else if (downloads.isError)
    list = (
      <Alert variant="danger" className="m-3">
        {errorMessage(downloads.error, failed)}
      </Alert>
    );
  else if (downloads.data.downloads.length === 0) {
    list = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {emptyText(t, query)}
      </p>
    );
  } else list = <DownloadsTable downloads={downloads.data.downloads} />;

  return (
    <section className="container py-4 py-lg-5">
      <h1 className="mb-1">{t("patching.title.apiDownloads")}</h1>
      <p className="text-body-secondary mb-4">
        <Trans id="patching.apiDownloads.lead" components={{ 0: <em /> }} />
      </p>
      <h2 className="h4">{t("patching.apiDownloads.totals")}</h2>
      <Card className="patching-card mb-4">{totalsBody}</Card>
      <h2 className="h4">{t("patching.columns.downloads")}</h2>
      <DownloadFilters
        query={query}
        keys={totals.data?.keys ?? []}
        targets={totals.data?.targets ?? []}
        onChange={(next) => navigate(`/api/downloads/${downloadsSearch(next)}`)}
      />
      <Card className="patching-card">{list}</Card>
      {downloads.data && (
        <MorePager
          label={t("patching.apiDownloads.pages")}
          page={query.page}
          pageCount={0}
          more={downloads.data.has_more}
          onChange={(page) => navigate(`/api/downloads/${downloadsSearch({ ...query, page })}`)}
        />
      )}
    </section>
  );
}
