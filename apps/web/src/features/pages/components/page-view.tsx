import { useParams } from "react-router";
import { errorPageFor } from "../../../components/errors/error-page-for";
import { NotFoundPage } from "../../../components/errors/pages";
import { RichContent } from "../../../components/rich-text/rich-content";
import { usePageTitle } from "../../../components/routing/page-title";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { usePage } from "../api/get-page";
import { PagePlaceholder } from "./page-placeholder";
import "./pages.css";

/**
 * /p/{slug}/: a custom page. The server answers 404 alike for a page that is missing, a draft, or not
 * for this reader, so each shows the not-found page.
 */
export function PageView() {
  const t = useT("pages");
  const slug = useParams().slug ?? "";
  const { data, isPending, error } = usePage(slug);
  usePageTitle(data?.title);

  const errorPage = errorPageFor(error);
  if (errorPage) return errorPage;
  if (!slug) return <NotFoundPage />;

  return (
    <article className="container py-4 py-lg-5 custom-page">
      {isPending && <PagePlaceholder />}
      {error && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error, t("pages.error.fetchPage"))}
        </div>
      )}
      {data && (
        <>
          <h1 className="mb-4">{data.title}</h1>
          <RichContent html={data.content} />
        </>
      )}
    </article>
  );
}
