import "./punishments.css";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { usePunishedPlayers } from "../api/get-punished-players";
import type { ListParams } from "../api/keys";
import { emptyMessage } from "./format";
import { listSearch, readListParams } from "./list-params";
import { PunishmentFilters } from "./punishment-filters";
import { PunishmentPager } from "./punishment-pager";
import { PunishmentsTable } from "./punishments-table";

/** /punished/: the public punishment record. Page, search and type live in the URL. */
export function PunishedPlayersPage() {
  const t = useT("punishments");
  const [searchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const { data, isPending, isError, error } = usePunishedPlayers(params);
  const navigate = useNavigate();
  const location = useLocation();

  const go = (next: ListParams) => navigate(`/punished/${listSearch(next)}`);
  const open = (id: number) => navigate(`/punished/${id}/`, { state: { from: location.pathname + location.search } });

  return (
    <section className="container py-4 py-lg-5 punishments-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{t("punishments.list.title")}</h1>
        <LinkButton to="/" variant="outline-light">
          {t("punishments.list.return")}
        </LinkButton>
      </div>
      <p className="text-body-secondary">{t("punishments.list.intro")}</p>
      <PunishmentFilters
        search={params.search}
        type={params.type}
        onSearch={(search) => go({ ...params, search, page: 1 })}
        onType={(type) => go({ ...params, type, page: 1 })}
      />
      {/* Its place is kept while the list loads, so the list does not jump down when it arrives. */}
      {data ? (
        <PunishmentPager params={params} pageCount={data.pageNumbers.length} placement="top" />
      ) : (
        <div className="pager-placeholder mt-3" aria-hidden="true" />
      )}
      <div className="punishments-card mt-3">
        {isError ? (
          <div className="alert alert-danger m-3" role="alert">
            {errorMessage(error, t("punishments.list.fetchError"))}
          </div>
        ) : data && data.punishments.length === 0 ? (
          <p className="text-center text-body-secondary fs-5 py-5 px-3 mb-0" role="status">
            {data.pageNumbers.length > 0
              ? t("punishments.list.pastEnd", { page: params.page, count: data.pageNumbers.length })
              : emptyMessage(params.type, params.search, t)}
          </p>
        ) : (
          <PunishmentsTable punishments={data?.punishments} loading={isPending} onOpen={open} />
        )}
      </div>
      {data && <PunishmentPager params={params} pageCount={data.pageNumbers.length} placement="bottom" />}
    </section>
  );
}
