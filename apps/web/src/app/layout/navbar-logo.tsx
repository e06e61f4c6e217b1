import type { SiteLogo } from "@bastion/shared";

/** The navbar's logo height in pixels; a wide logo is held to NAVBAR_LOGO_MAX_WIDTH. */
const NAVBAR_LOGO_HEIGHT = 32;
const NAVBAR_LOGO_MAX_WIDTH = 160;

/**
 * The owner's logo beside the site's name (issue 30), or the default icon. Its width and height are
 * set from the stored size, so the navbar takes its place before the picture arrives (no shift).
 */
export function NavbarLogo({ logo, siteName }: { logo: SiteLogo | null | undefined; siteName: string }) {
  if (!logo) return <img src="/images/favicon.svg" width={28} height={28} alt="" />;
  const scale = Math.min(NAVBAR_LOGO_HEIGHT / logo.height, NAVBAR_LOGO_MAX_WIDTH / logo.width);
  return (
    <img
      src={logo.url}
      width={Math.max(1, Math.round(logo.width * scale))}
      height={Math.max(1, Math.round(logo.height * scale))}
      alt={siteName}
      className="navbar-logo"
    />
  );
}
