import { useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import { LinkButton } from "../feedback/link-button";
import { ErrorPage } from "./error-page";

export function NotFoundPage() {
  const t = useT("errors");
  return (
    <ErrorPage code="404" title={t("errors.title.notFound")}>
      {t("errors.notFound.text")}
    </ErrorPage>
  );
}

export function BadRequestPage() {
  const t = useT("errors");
  return (
    <ErrorPage code="400" title={t("errors.title.badRequest")}>
      {t("errors.badRequest.text")}
    </ErrorPage>
  );
}

export function ForbiddenPage() {
  const t = useT("errors");
  return <ErrorPage title={t("errors.title.forbidden")}>{t("errors.forbidden.text")}</ErrorPage>;
}

export function ServerErrorPage() {
  const t = useT("errors");
  return (
    <ErrorPage code="500" title={t("errors.title.serverError")}>
      {t("errors.serverError.text")}
    </ErrorPage>
  );
}

export function ErrorLoadingPage() {
  const t = useT("errors");
  return <ErrorPage title={t("errors.title.errorLoading")}>{t("errors.errorLoading.text")}</ErrorPage>;
}

export function MustBeLoggedInPage() {
  const t = useT("errors", "common");
  const location = useLocation();
  const next = location.pathname.startsWith("/error/") ? "/" : location.pathname + location.search;
  return (
    <ErrorPage
      title={t("errors.title.mustBeLoggedIn")}
      actions={
        <>
          <LinkButton to={`/login/?next=${encodeURIComponent(next)}`} variant="primary">
            {t("errors.mustBeLoggedIn.signIn")}
          </LinkButton>
          <LinkButton to="/register/" variant="outline-light">
            {t("common.register")}
          </LinkButton>
        </>
      }
    >
      {t("errors.mustBeLoggedIn.text")}
    </ErrorPage>
  );
}
