import Nav from "react-bootstrap/Nav";
import { NavLink, Outlet } from "react-router";
import "./admin.css";

const SECTIONS = [
  { to: "/admin/", label: "Overview", end: true },
  { to: "/admin/people/", label: "People", end: false },
  { to: "/admin/contact/", label: "Contact inbox", end: false },
  { to: "/admin/pages/", label: "Pages", end: false },
  { to: "/admin/menus/", label: "Menus", end: false },
  { to: "/admin/ranks/", label: "Ranks", end: false },
  { to: "/admin/audit/", label: "Audit log", end: false },
  { to: "/admin/settings/", label: "Settings", end: false },
  { to: "/admin/home/", label: "Home page", end: false },
  { to: "/admin/look/", label: "Look", end: false },
];

/** The Admin Page's frame: its title and the sections, each a page of its own (so each can be linked). */
export function AdminLayout() {
  return (
    <section className="container py-4 py-lg-5 admin-console">
      <h1 className="mb-1">Admin Page</h1>
      <p className="text-body-secondary mb-3">
        Run the site: its people, their messages, its pages and what staff have done.
      </p>
      <Nav variant="pills" as="nav" aria-label="Admin sections" className="admin-tabs mb-4 gap-1">
        {SECTIONS.map((section) => (
          <Nav.Item key={section.to}>
            <Nav.Link as={NavLink} to={section.to} end={section.end}>
              {section.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Outlet />
    </section>
  );
}
