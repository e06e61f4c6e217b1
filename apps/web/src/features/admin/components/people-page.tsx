import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useNavigate, useSearchParams } from "react-router";
import { MorePager } from "../../../components/feedback/more-pager";
import { errorMessage } from "../../../lib/api-client";
import { type Translate, useT } from "../../../lib/i18n";
import { usePeople } from "../api/get-people";
import type { PeopleParams } from "../api/keys";
import { PeopleFilters } from "./people-filters";
import { peopleSearch, readPeopleParams } from "./people-params";
import { PeopleTable, PeopleTablePlaceholder } from "./people-table";

function summary(t: Translate, total: number, more: boolean, params: PeopleParams) {
  const filtered = params.search || params.group || params.unverified || params.deactivated;
  if (!filtered) return t("admin.people.summary", { total, more });
  return t("admin.people.summaryFiltered", { total, more });
}

/** /admin/people/: every account, searched and filtered in SQL; the state lives in the URL. */
export function PeoplePage() {
  const t = useT("admin");
  const [searchParams] = useSearchParams();
  const params = readPeopleParams(searchParams);
  const people = usePeople(params);
  const navigate = useNavigate();
  const go = (next: PeopleParams) => navigate(`/admin/people/${peopleSearch(next)}`);

  let body: React.ReactNode;
  if (people.isPending) body = <PeopleTablePlaceholder />;
  else if (people.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(people.error, t("admin.error.fetch"))}
      </Alert>
    );
  } else if (people.data.people.length === 0) {
    body = (
      <p className="text-body-secondary text-center py-5 mb-0" role="status">
        {people.data.total > 0 ? t("admin.people.noPage", { page: params.page }) : t("admin.people.empty")}
      </p>
    );
  } else body = <PeopleTable people={people.data.people} />;

  return (
    <>
      <PeopleFilters params={params} onChange={go} />
      {people.data && (
        <p className="small text-body-secondary mb-2" role="status" aria-live="polite">
          {summary(t, people.data.total, people.data.more, params)}
        </p>
      )}
      <Card className="admin-card">{body}</Card>
      {people.data && (
        <MorePager
          label={t("admin.people.pages")}
          page={params.page}
          pageCount={people.data.page_count}
          more={people.data.more}
          onChange={(page) => go({ ...params, page })}
        />
      )}
    </>
  );
}
