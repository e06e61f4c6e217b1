import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useSearchParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { LinkButton } from "../../../components/feedback/link-button";
import { PageSwitcher } from "../../../components/feedback/page-switcher";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useAppeals } from "../api/get-appeals";
import type { AppealScope } from "../api/keys";
import { AppealsTable, AppealsTablePlaceholder } from "./appeals-table";
import { MESSAGES } from "./messages";
import "./appeals.css";

interface AppealListPageProps {
  scope: AppealScope;
  isOpen: boolean;
  /** Message ids of the page's heading and of what it says when there is no appeal. */
  title: string;
  empty: string;
}

function pageFrom(params: URLSearchParams) {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function AppealListPage({ scope, isOpen, title, empty }: AppealListPageProps) {
  const t = useT("appeals");
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const appeals = useAppeals(scope, isOpen, page);
  const showSubmitter = scope === "admin";

  const errorPage = errorPageFor(appeals.error);
  if (errorPage) return errorPage;

  let body: React.ReactNode;
  if (appeals.isPending) body = <AppealsTablePlaceholder showSubmitter={showSubmitter} />;
  else if (appeals.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(appeals.error, t(MESSAGES.fetchAppeals))}
      </Alert>
    );
  } else if (appeals.data.appeals.length === 0) {
    body = <p className="text-body-secondary text-center py-5 mb-0">{t(empty)}</p>;
  } else body = <AppealsTable appeals={appeals.data.appeals} showSubmitter={showSubmitter} />;

  return (
    <section className="container py-4 py-lg-5">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="mb-0">{t(title)}</h1>
        <LinkButton to="/appeals/" variant="outline-light">
          {t("appeals.list.return")}
        </LinkButton>
      </div>
      <Card className="appeal-card">{body}</Card>
      <PageSwitcher
        label={t("appeals.list.pages")}
        className="mt-3"
        page={page}
        pageCount={appeals.data?.pageNumbers.length ?? 0}
        onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </section>
  );
}

export const CurrentAppealsPage = () => (
  <AppealListPage scope="own" isOpen title="appeals.title.current" empty="appeals.list.emptyCurrent" />
);

export const ClosedAppealsPage = () => (
  <AppealListPage scope="own" isOpen={false} title="appeals.title.closed" empty="appeals.list.emptyClosed" />
);

export const AdminCurrentAppealsPage = () => (
  <AppealListPage scope="admin" isOpen title="appeals.title.adminCurrent" empty="appeals.list.emptyAdminCurrent" />
);

export const AdminClosedAppealsPage = () => (
  <AppealListPage
    scope="admin"
    isOpen={false}
    title="appeals.title.adminClosed"
    empty="appeals.list.emptyAdminClosed"
  />
);
