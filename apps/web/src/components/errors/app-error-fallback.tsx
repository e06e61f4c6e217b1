import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "./pages";

/** The route tree's last line: shows what broke, with the stack when there is one. */
export function AppErrorFallback() {
  const error = useRouteError();
  // It stands in for the whole layout, so it sets the document's title itself.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    document.title = notFound ? "Page not found" : "Unexpected Application Error!";
  }, [notFound]);
  if (notFound) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  const message = isRouteErrorResponse(error)
    ? String(error.data ?? "")
    : error instanceof Error
      ? error.message
      : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main className="container py-5">
      <h1 className="h2">Unexpected Application Error!</h1>
      {status && <h2 className="h5 text-body-secondary">{status}</h2>}
      <p className="fst-italic">{message}</p>
      {stack && <pre className="bg-body-tertiary p-3 rounded small overflow-auto">{stack}</pre>}
      <a href="/" className="btn btn-primary">
        Reload the home page
      </a>
    </main>
  );
}
