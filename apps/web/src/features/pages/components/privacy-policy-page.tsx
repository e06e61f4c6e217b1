import { PRIVACY_PAGE_SLUG, privacyPolicyHtml, sourceOf } from "@bastion/shared";
import { Link } from "react-router";
import { RichContent } from "../../../components/rich-text/rich-content";
import { usePageTitle } from "../../../components/routing/page-title";
import { Trans, useLocale, useT } from "../../../lib/i18n";
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
  const t = useT("pages");
  const { data, isPending } = usePage(PRIVACY_PAGE_SLUG);
  const { data: site } = useSiteConfig();
  const locale = sourceOf(useLocale());
  usePageTitle(data?.title);

  return (
    <article className="container py-5 custom-page">
      {isPending ? (
        <PagePlaceholder />
      ) : (
        <>
          <h1 className="mb-4">{data?.title ?? t("pages.privacy.heading")}</h1>
          <RichContent
            html={
              data?.content ?? privacyPolicyHtml(site?.site_name ?? t("pages.privacy.thisSite"), "/contact-us/", locale)
            }
          />
          <OperatorSection operator={site?.operator} />
        </>
      )}
    </article>
  );
}

/** The operator the owner named in the settings; until then, the contact form. */
function OperatorSection({ operator }: { operator: { name: string; contact: string } | undefined }) {
  const t = useT("pages");
  const form = <Link to="/contact-us/" />;
  // Fragments, not strings: what the owner wrote is never read as the message's tags.
  const values = { name: <>{operator?.name}</>, contact: <>{operator?.contact}</> };
  const contact = <span className="text-break" />;
  let text: React.ReactNode;
  if (operator?.name && operator.contact) {
    text = <Trans id="pages.privacy.operator.namedContact" values={values} components={{ 0: contact, 1: form }} />;
  } else if (operator?.name) {
    text = <Trans id="pages.privacy.operator.named" values={values} components={{ 0: form }} />;
  } else if (operator?.contact) {
    text = <Trans id="pages.privacy.operator.ownerContact" values={values} components={{ 0: contact, 1: form }} />;
  } else {
    text = <Trans id="pages.privacy.operator.none" components={{ 0: form }} />;
  }
  return (
    <section className="mt-4 pt-3 border-top" aria-labelledby="privacy-operator">
      <h2 id="privacy-operator" className="h4">
        {t("pages.privacy.operator.heading")}
      </h2>
      <p>{text}</p>
    </section>
  );
}
