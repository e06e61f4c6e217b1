import { Suspense, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../lib/i18n";
import { PageSpinner } from "../feedback/page-spinner";
import { NotFoundPage } from "./pages";

/** A 404 thrown by a route: the not-found page, which here titles the document itself. */
function NotFoundFallback() {
  const t = useT("errors");
  const title = t("errors.title.notFound");
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <NotFoundPage />;
}

/**
 * The route tree's last line: shows what broke, with the stack when there is one. Its words are the
 * shell's (loaded before the first paint), so it can be shown when no other catalogue can be loaded
 * (a page's chunk gone after an update of the site).
 */
export function AppErrorFallback() {
  const t = useT("common");
  const error = useRouteError();
  // It stands in for the whole layout, so it sets the document's title itself.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? undefined : t("common.appError.title");
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (notFound) {
    // Nothing above it waits for the error pages' words.
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundFallback />
      </Suspense>
    );
  }
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? "")
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main className="container py-5">
      <h1 className="h2">{t("common.appError.title")}</h1>
      {status && <h2 className="h5 text-body-secondary">{status}</h2>}
      <p className="fst-italic">{message}</p>
      {stack && <pre className="bg-body-tertiary p-3 rounded small overflow-auto">{stack}</pre>}
      <a href="/" className="btn btn-primary">
        {t("common.appError.reload")}
      </a>
    </main>
  );
}
