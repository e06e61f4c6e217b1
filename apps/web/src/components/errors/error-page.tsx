import type { ReactNode } from "react";
import { useT } from "../../lib/i18n";
import { LinkButton } from "../feedback/link-button";
import { usePageTitle } from "../routing/page-title";

interface ErrorPageProps {
  code?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * The frame of every error screen: a big code (left out where the title already says it: the
 * spec's "403 Access Forbidden"), a title a person understands, and a way on. A page's own action
 * is its one primary button; "Go home" is then the quiet second choice.
 */
export function ErrorPage({ code, title, children, actions }: ErrorPageProps) {
  // Shown in place of a page too (a 404 from a detail fetch): the document says what is shown.
  usePageTitle(title);
  const t = useT("errors");
  return (
    <section className="error-page text-center py-5 mx-auto">
      {code && (
        <p className="error-code display-1 fw-bold mb-2" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className="h2 mb-3">{title}</h1>
      {children && <div className="text-body-secondary mb-4">{children}</div>}
      <div className="d-flex gap-2 justify-content-center flex-wrap">
        {actions}
        <LinkButton to="/" variant={actions ? "outline-light" : "primary"}>
          {t("errors.goHome")}
        </LinkButton>
      </div>
    </section>
  );
}
