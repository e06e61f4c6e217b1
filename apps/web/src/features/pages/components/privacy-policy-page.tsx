import { PRIVACY_PAGE_SLUG, PRIVACY_PAGE_TITLE, privacyPolicyHtml } from "@bastion/shared";
import { RichContent } from "../../../components/rich-text/rich-content";
import { usePageTitle } from "../../../components/routing/page-title";
import { useSiteConfig } from "../../../lib/site-config";
import { usePage } from "../api/get-page";
import { PagePlaceholder } from "./page-placeholder";
import "./pages.css";

/**
 * /privacy-policy/ (spec §2): the privacy policy's page, which the owner edits in /admin/pages/. When
 * it is gone (deleted, made a draft or restricted) or cannot be fetched, the policy's first text is
 * shown rather than a 404: the route is the spec's, and a policy must always be readable.
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
        </>
      )}
    </article>
  );
}
