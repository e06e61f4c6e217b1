import { RichContent } from "../../../components/rich-text/rich-content";
import { usePage } from "../api/get-page";
import "./pages.css";

/**
 * A custom page's content as a block of the home page (issue 30), read through the pages' own API:
 * a page that is gone, a draft or restricted is left out without a word.
 */
export function PageBlock({ slug }: { slug: string }) {
  const { data, isPending, isError } = usePage(slug);
  if (isError) return null;
  return (
    <section className="container pt-5 custom-page" aria-labelledby="home-page-block-title" aria-busy={isPending}>
      {isPending && (
        <div className="placeholder-glow" aria-hidden="true" data-testid="page-block-loading">
          <span className="placeholder col-4 mb-3 d-block" />
          <span className="placeholder col-10 mb-2 d-block" />
          <span className="placeholder col-8 d-block" />
        </div>
      )}
      {data && (
        <>
          <h2 id="home-page-block-title" className="h4 fw-bold mb-3">
            {data.title}
          </h2>
          <RichContent html={data.content} />
        </>
      )}
    </section>
  );
}
