import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useNavigate, useSearchParams } from "react-router";
import { MorePager } from "../../../components/feedback/more-pager";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { errorMessage } from "../../../lib/api-client";
import { useDownloadTotals } from "../api/get-download-totals";
import { usePatchDownloads } from "../api/get-patch-downloads";
import { downloadsSearch, readDownloadsParams } from "./api-downloads-params";
import { DownloadFilters } from "./download-filters";
import { DownloadsTable } from "./downloads-table";
import { KeyTotalsTable } from "./key-totals-table";
import "./patching.css";

const FAILED = "An error occurred while fetching data.";

/** /api/downloads/ (owner): every patch file the API served, per-key totals, filters by key and target. */
export function ApiDownloadsPage() {
  const [searchParams] = useSearchParams();
  const query = readDownloadsParams(searchParams);
  const downloads = usePatchDownloads(query);
  const totals = useDownloadTotals();
  const navigate = useNavigate();

  let totalsBody: React.ReactNode;
  if (totals.isPending) totalsBody = <TablePlaceholder columns={5} />;
  else if (totals.isError)
    totalsBody = (
      <Alert variant="danger" className="m-3">
        {errorMessage(totals.error, FAILED)}
      </Alert>
    );
  else if (totals.data.keys.length === 0) {
    totalsBody = <p className="text-body-secondary text-center py-4 mb-0">No key has downloaded a patch yet.</p>;
  } else totalsBody = <KeyTotalsTable keys={totals.data.keys} />;

  let list: React.ReactNode;
  if (downloads.isPending) list = <TablePlaceholder columns={6} />;
  else if (downloads.isError)
    list = (
      <Alert variant="danger" className="m-3">
        {errorMessage(downloads.error, FAILED)}
      </Alert>
    );
  else if (downloads.data.downloads.length === 0) {
    list = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {query.page > 1
          ? `There is no page ${query.page}.`
          : query.key || query.target
            ? "No downloads match these filters."
            : "No downloads yet. Game servers appear here once they fetch a patch."}
      </p>
    );
  } else list = <DownloadsTable downloads={downloads.data.downloads} />;

  return (
    <section className="container py-4 py-lg-5">
      <h1 className="mb-1">API Downloads</h1>
      <p className="text-body-secondary mb-4">
        Every patch file the API sent to a game server, newest first. A download is <em>aborted</em> when the connection
        closed before the last byte; a revoked key's downloads stay listed.
      </p>
      <h2 className="h4">Totals per key</h2>
      <Card className="patching-card mb-4">{totalsBody}</Card>
      <h2 className="h4">Downloads</h2>
      <DownloadFilters
        query={query}
        keys={totals.data?.keys ?? []}
        targets={totals.data?.targets ?? []}
        onChange={(next) => navigate(`/api/downloads/${downloadsSearch(next)}`)}
      />
      <Card className="patching-card">{list}</Card>
      {downloads.data && (
        <MorePager
          label="Pages of downloads"
          page={query.page}
          pageCount={0}
          more={downloads.data.has_more}
          onChange={(page) => navigate(`/api/downloads/${downloadsSearch({ ...query, page })}`)}
        />
      )}
    </section>
  );
}
