import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAlerts } from "../../components/alerts/alerts-context";
import { Avatar } from "../../components/feedback/avatar";
import { LinkButton } from "../../components/feedback/link-button";
import { LanguageSwitch } from "../../components/language/language-switch";
import { loadPageStyles } from "../../components/routing/lazy-page";
import { focusMainHeading } from "../../components/routing/route-focus";
import { NavbarMenuLink } from "../../features/menus/components/menu-link";
import { useMenuLinks } from "../../features/menus/components/use-menu-links";
import { ThemeSwitch } from "../../features/site/components/theme-switch";
import { useActiveUser } from "../../lib/auth/active-user";
import { useLogout } from "../../lib/auth/logout";
import { useT } from "../../lib/i18n";
import { useSiteConfig } from "../../lib/site-config";
import { NavbarLogo } from "./navbar-logo";

// The side panel and the logout dialog (react-bootstrap's Offcanvas and Modal) load when first
// opened: no first page needs them, and they weighed on every visitor's first load.
const SidePanel = lazy(() =>
  Promise.all([loadPageStyles(), import("./side-panel")]).then(([, m]) => ({ default: m.SidePanel })),
);
const LogoutDialog = lazy(() =>
  Promise.all([loadPageStyles(), import("./logout-dialog")]).then(([, m]) => ({ default: m.LogoutDialog })),
);

export function SiteNavbar() {
  const t = useT("common");
  const { data: user } = useActiveUser();
  const { data: site } = useSiteConfig();
  const menus = useMenuLinks();
  const [panelOpen, setPanelOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from their first opening on, so they can animate closed and hand the focus back.
  const [panelUsed, setPanelUsed] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);
  const userButton = useRef<HTMLButtonElement>(null);
  const loggedOut = useRef(false);
  const { pathname } = useLocation();
  // The phone menu closes once a link in it has taken the visitor to another page.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);
  const logout = useLogout();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const signedIn = Boolean(user?.is_authenticated);

  function handleLogout() {
    logout.mutate(undefined, {
      onSuccess: (body) => {
        loggedOut.current = true;
        setConfirming(false);
        alerts.show(body.message, "success");
        navigate("/");
      },
      onError: () => {
        setConfirming(false);
        alerts.show(t("common.navbar.logoutFailed"));
      },
    });
  }

  // Bootstrap's own navbar markup, drawn here rather than by react-bootstrap's Navbar, which brings its
  // offcanvas, modal and transition code to every first visit (issue 31's budget). The phone menu
  // opens and closes without a height animation.
  return (
    <nav className="navbar navbar-expand-xl site-navbar border-bottom">
      <div className="container">
        <Link to="/" className="navbar-brand fw-bold d-flex align-items-center gap-2">
          <NavbarLogo logo={site?.logo} siteName={site?.site_name ?? "Bastion"} />
          {/* With a logo, its alt text names the link; the name beside it is not read twice. */}
          <span aria-hidden={site?.logo ? true : undefined}>{site?.site_name ?? "Bastion"}</span>
        </Link>
        <button
          type="button"
          className={menuOpen ? "navbar-toggler" : "navbar-toggler collapsed"}
          aria-controls="main-nav"
          aria-expanded={menuOpen}
          aria-label={t("common.navbar.toggle")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        {/* A link chosen in the phone menu closes it, even one to the page already shown. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside are the controls (Enter on a link is a click); this only hears them. */}
        <div
          id="main-nav"
          className={menuOpen ? "navbar-collapse collapse show" : "navbar-collapse collapse"}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest("a")) setMenuOpen(false);
          }}
        >
          {/* The owner's menu (issue 30, docs/decisions/031), today's links until they edit it. */}
          <div className="navbar-nav me-auto">
            {menus.navbar.map((link) => (
              <NavbarMenuLink key={link.id} link={link} />
            ))}
          </div>
          <div className="navbar-nav align-items-xl-center gap-2">
            <ThemeSwitch />
            <LanguageSwitch />
            {user && !signedIn && (
              <>
                <LinkButton to="/register/" variant="outline-light" size="sm" className="text-nowrap">
                  {t("common.register")}
                </LinkButton>
                {/* The spec's label (§2 Navbar), kept although the rest of the site says "Sign in". */}
                <LinkButton to="/login/" variant="primary" size="sm" className="text-nowrap">
                  {t("common.navbar.login")}
                </LinkButton>
              </>
            )}
            {user && signedIn && (
              <button
                type="button"
                ref={userButton}
                className="btn btn-link user-button d-flex align-items-center gap-2 text-decoration-none"
                onClick={() => {
                  setPanelUsed(true);
                  setPanelOpen(true);
                }}
                aria-label={t("common.navbar.openMenu", { username: user.username })}
              >
                <Avatar src={user.profile_img} size={32} alt="" />
                <span className="user-button-name">{user.username}</span>
              </button>
            )}
          </div>
        </div>
      </div>
      <Suspense fallback={null}>
        {user && signedIn && panelUsed && (
          <SidePanel
            user={user}
            show={panelOpen}
            onHide={() => setPanelOpen(false)}
            onLogout={() => {
              setPanelOpen(false);
              setDialogUsed(true);
              setConfirming(true);
            }}
          />
        )}
        {dialogUsed && (
          <LogoutDialog
            show={confirming}
            busy={logout.isPending}
            onCancel={() => setConfirming(false)}
            onConfirm={handleLogout}
            onExited={() => {
              // Logged out: the user button is gone, so the page's heading; cancelled: back where it began.
              if (loggedOut.current) focusMainHeading();
              else userButton.current?.focus();
              loggedOut.current = false;
            }}
          />
        )}
      </Suspense>
    </nav>
  );
}
