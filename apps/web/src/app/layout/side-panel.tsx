import { type ActiveUser, DOWNLOADS_READ, GROUPS, type Requirement, type SiteModule } from "@bastion/shared";
import ListGroup from "react-bootstrap/ListGroup";
import Offcanvas from "react-bootstrap/Offcanvas";
import { Link } from "react-router";
import { Avatar } from "../../components/feedback/avatar";
import { LanguageSwitch } from "../../components/language/language-switch";
import { can } from "../../lib/auth/active-user";
import { type Translate, useT } from "../../lib/i18n";
import { useSiteConfig } from "../../lib/site-config";

interface PanelLink {
  label: (t: Translate) => string;
  to: string;
  requirement?: Requirement;
  /** Shown only while this module is on (issue 30). */
  module?: SiteModule;
}

/** Spec §2 Navbar: the side panel's items and who sees each. */
export const PANEL_LINKS: PanelLink[] = [
  { label: (t) => t("common.panel.profile"), to: "/profile/" },
  { label: (t) => t("common.panel.admin"), to: "/admin/", requirement: { group: GROUPS.owner } },
  {
    label: (t) => t("common.panel.downloads"),
    to: "/downloads/",
    requirement: DOWNLOADS_READ,
    module: "downloads",
  },
  { label: (t) => t("common.panel.apiDownloads"), to: "/api/downloads/", requirement: { group: GROUPS.owner } },
  { label: (t) => t("common.panel.apiKeys"), to: "/api/keys/", requirement: { group: GROUPS.owner } },
  { label: (t) => t("common.panel.patching"), to: "/patching/", requirement: { group: GROUPS.patching } },
  { label: (t) => t("common.panel.appeals"), to: "/appeals/", module: "appeals" },
];

interface SidePanelProps {
  user: ActiveUser;
  show: boolean;
  onHide(): void;
  onLogout(): void;
}

export function SidePanel({ user, show, onHide, onLogout }: SidePanelProps) {
  const t = useT("common");
  const modules = useSiteConfig().data?.modules;
  const links = PANEL_LINKS.filter(
    (link) => (!link.requirement || can(user, link.requirement)) && (!link.module || modules?.[link.module] !== false),
  );
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="side-panel-title">
      <Offcanvas.Header closeButton closeLabel={t("common.close")}>
        <Offcanvas.Title id="side-panel-title" className="d-flex align-items-center gap-2">
          <Avatar src={user.profile_img} size={40} alt="" />
          {user.username}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ListGroup variant="flush">
          {links.map((link) => (
            <ListGroup.Item key={link.to} action as={Link} to={link.to} onClick={onHide}>
              {link.label(t)}
            </ListGroup.Item>
          ))}
          <ListGroup.Item action as="button" className="text-danger" onClick={onLogout}>
            {t("common.logout")}
          </ListGroup.Item>
        </ListGroup>
        {/* On a phone the navbar's own switch is folded away in its menu: here it is at hand. */}
        <div className="d-xl-none mt-4 px-3">
          <LanguageSwitch />
        </div>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
