import type { MenuLink } from "@bastion/shared";
import { Link, NavLink } from "react-router";
import { useT } from "../../../lib/i18n";
import "./menu-link.css";

/** Said to screen readers after an external link's label. */
function ExternalHint() {
  const t = useT("menus-nav");
  return (
    <>
      <span aria-hidden="true" className="ms-1 small">
        ↗
      </span>
      <span className="visually-hidden"> {t("menus-nav.newTab")}</span>
    </>
  );
}

/** One navbar link: the site's own through the router, another site's in a new tab. */
export function NavbarMenuLink({ link }: { link: MenuLink }) {
  if (link.external) {
    return (
      <a className="nav-link" href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalHint />
      </a>
    );
  }
  // The store's leaving page is not a section one is "on": a plain link, as before.
  if (link.href.startsWith("/leaving/")) {
    return (
      <Link className="nav-link" to={link.href}>
        {link.label}
      </Link>
    );
  }
  // NavLink marks the section one is on: the class "active" and aria-current="page".
  return (
    <NavLink className="nav-link" to={link.href}>
      {link.label}
    </NavLink>
  );
}

/** One footer link. */
export function FooterMenuLink({ link }: { link: MenuLink }) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {link.label}
        <ExternalHint />
      </a>
    );
  }
  return <Link to={link.href}>{link.label}</Link>;
}
