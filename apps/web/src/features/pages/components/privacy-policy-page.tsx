import { PRIVACY_PAGE_SLUG, PRIVACY_PAGE_TITLE, privacyPolicyHtml } from "@bastion/shared";
import { Link } from "react-router";
import { RichContent } from "../../../components/rich-text/rich-content";
import { usePageTitle } from "../../../components/routing/page-title";
import { useSiteConfig } from "../../../lib/site-config";
import { usePage } from "../api/get-page";
import { PagePlaceholder } from "./page-placeholder";
import "./pages.css";

/**
 * /privacy-policy/ (spec §2): the privacy policy's page, which the owner edits in /admin/pages/. When
 * it is gone (deleted, made a draft or restricted) or cannot be fetched, the policy's first text is
 * shown rather than a 404: the route is the spec's, and a policy must always be readable. Who runs
 * the site comes from the settings (issue 30), shown under the text whatever the owner wrote in it.
 */
export function PrivacyPolicyPage() {
  const { data, isPending } = usePage(PRIVACY_PAGE_SLUG);
  const { data: site } = useSiteConfig();
  usePageTitle(data?.title);

  return (
    <article className="container py-5 custom-page">
      {isPending ? (
        <PagePlaceholder />
      ) : (
        <>
          <h1 className="mb-4">{data?.title ?? PRIVACY_PAGE_TITLE}</h1>
          <RichContent html={data?.content ?? privacyPolicyHtml(site?.site_name ?? "This site", "/contact-us/")} />
          <OperatorSection operator={site?.operator} />
        </>
      )}
    </article>
  );
}

/** The operator the owner named in the settings; until then, the contact form. */
function OperatorSection({ operator }: { operator: { name: string; contact: string } | undefined }) {
  const named = operator && (operator.name || operator.contact);
  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby="privacy-operator">
      <h2 id="privacy-operator" className="h4">
        Who is responsible for your data
      </h2>
      {named ? (
        <p>
          This site is run by {operator.name || "its owner"}
          {operator.contact && (
            <>
              , who can be reached at <span className="text-break">{operator.contact}</span>
            </>
          )}
          . You can also write to us with <Link to="/contact-us/">the site's contact form</Link>.
        </p>
      ) : (
        <p>
          Write to the people who run this site with <Link to="/contact-us/">the site's contact form</Link>.
        </p>
      )}
    </section>
  );
}
