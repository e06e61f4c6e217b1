import { LanguageSwitch } from "../../components/language/language-switch";
import { FooterMenuLink } from "../../features/menus/components/menu-link";
import { useMenuLinks } from "../../features/menus/components/use-menu-links";
import { useT } from "../../lib/i18n";
import { useSiteConfig, useSiteName } from "../../lib/site-config";

export function SiteFooter() {
  const t = useT("common");
  const siteName = useSiteName();
  const site = useSiteConfig().data;
  const menus = useMenuLinks();
  return (
    <footer className="site-footer border-top py-4 mt-auto">
      <div className="container d-flex flex-column flex-sm-row justify-content-between gap-2 small text-body-secondary">
        <span>
          {t("common.footer.copyright", { year: String(new Date().getFullYear()), siteName })}
          {/* The owner's own line (issue 30), kept as written: newlines stay, nothing is markup. */}
          {site?.footer_text && (
            <span className="d-block" style={{ whiteSpace: "pre-line" }}>
              {site.footer_text}
            </span>
          )}
        </span>
        <div className="d-flex flex-wrap align-items-center column-gap-4 row-gap-2">
          {/* The owner's footer menu (issue 30, docs/decisions/031): Discord and Privacy until they edit it. */}
          <nav aria-label={t("common.footer.menu")} className="d-flex flex-wrap column-gap-3 row-gap-1">
            {menus.footer.map((link) => (
              <FooterMenuLink key={link.id} link={link} />
            ))}
          </nav>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}
