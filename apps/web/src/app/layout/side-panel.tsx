import { type ActiveUser, DOWNLOADS_READ, GROUPS, type Requirement, type SiteModule } from "@bastion/shared";
import ListGroup from "react-bootstrap/ListGroup";
import Offcanvas from "react-bootstrap/Offcanvas";
import { Link } from "react-router";
import { Avatar } from "../../components/feedback/avatar";
import { can } from "../../lib/auth/active-user";
import { useSiteConfig } from "../../lib/site-config";

interface PanelLink {
  label: string;
  to: string;
  requirement?: Requirement;
  /** Shown only while this module is on (issue 30). */
  module?: SiteModule;
}

/** Spec §2 Navbar: the side panel's items and who sees each. */
export const PANEL_LINKS: PanelLink[] = [
  { label: "Visit Your Profile", to: "/profile/" },
  { label: "Admin Page", to: "/admin/", requirement: { group: GROUPS.owner } },
  { label: "Available Downloads", to: "/downloads/", requirement: DOWNLOADS_READ, module: "downloads" },
  { label: "API Downloads", to: "/api/downloads/", requirement: { group: GROUPS.owner } },
  { label: "Manage API Keys", to: "/api/keys/", requirement: { group: GROUPS.owner } },
  { label: "Server Patching", to: "/patching/", requirement: { group: GROUPS.patching } },
  { label: "Appeals", to: "/appeals/", module: "appeals" },
];

interface SidePanelProps {
  user: ActiveUser;
  show: boolean;
  onHide(): void;
  onLogout(): void;
}

export function SidePanel({ user, show, onHide, onLogout }: SidePanelProps) {
  const modules = useSiteConfig().data?.modules;
  const links = PANEL_LINKS.filter(
    (link) => (!link.requirement || can(user, link.requirement)) && (!link.module || modules?.[link.module] !== false),
  );
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="side-panel-title">
      <Offcanvas.Header closeButton>
        <Offcanvas.Title id="side-panel-title" className="d-flex align-items-center gap-2">
          <Avatar src={user.profile_img} size={40} alt="" />
          {user.username}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ListGroup variant="flush">
          {links.map((link) => (
            <ListGroup.Item key={link.to} action as={Link} to={link.to} onClick={onHide}>
              {link.label}
            </ListGroup.Item>
          ))}
          <ListGroup.Item action as="button" className="text-danger" onClick={onLogout}>
            Logout
          </ListGroup.Item>
        </ListGroup>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
