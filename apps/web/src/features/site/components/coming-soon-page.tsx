import { LinkButton } from "../../../components/feedback/link-button";
import { useT } from "../../../lib/i18n";

export function ComingSoonPage() {
  const t = useT("home");
  return (
    <section className="container py-5 text-center">
      <h1 className="display-5 fw-bold">{t("home.title.comingSoon")}</h1>
      <p className="lead text-body-secondary">{t("home.comingSoon.text")}</p>
      <LinkButton to="/" variant="primary">
        {t("home.comingSoon.back")}
      </LinkButton>
    </section>
  );
}
