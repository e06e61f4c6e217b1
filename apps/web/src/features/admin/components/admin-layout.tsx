import Nav from "react-bootstrap/Nav";
import { NavLink, Outlet } from "react-router";
import { useT } from "../../../lib/i18n";
import "./admin.css";

const SECTIONS = [
  { to: "/admin/", label: "admin.tabs.overview", end: true },
  { to: "/admin/people/", label: "admin.tabs.people", end: false },
  { to: "/admin/contact/", label: "admin.tabs.contact", end: false },
  { to: "/admin/pages/", label: "admin.tabs.pages", end: false },
  { to: "/admin/menus/", label: "admin.tabs.menus", end: false },
  { to: "/admin/ranks/", label: "admin.tabs.ranks", end: false },
  { to: "/admin/discord/", label: "admin.tabs.discord", end: false },
  { to: "/admin/audit/", label: "admin.tabs.audit", end: false },
  { to: "/admin/settings/", label: "admin.tabs.settings", end: false },
  { to: "/admin/home/", label: "admin.tabs.home", end: false },
  { to: "/admin/look/", label: "admin.tabs.look", end: false },
];

/** The Admin Page's frame: its title and the sections, each a page of its own (so each can be linked). */
export function AdminLayout() {
  const t = useT("admin");
  return (
    <section className="container py-4 py-lg-5 admin-console">
      <h1 className="mb-1">{t("admin.layout.title")}</h1>
      <p className="text-body-secondary mb-3">{t("admin.layout.intro")}</p>
      <Nav variant="pills" as="nav" aria-label={t("admin.layout.sections")} className="admin-tabs mb-4 gap-1">
        {SECTIONS.map((section) => (
          <Nav.Item key={section.to}>
            <Nav.Link as={NavLink} to={section.to} end={section.end}>
              {t(section.label)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Outlet />
    </section>
  );
}
