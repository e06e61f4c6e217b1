import "./home.css";
import { GROUPS } from "@bastion/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { can, useActiveUser } from "../../../lib/auth/active-user";
import { Trans, type Translate, useT } from "../../../lib/i18n";
import { useSiteConfig } from "../../../lib/site-config";
import { CommunityCard } from "./community-card";
import { CopyAddress } from "./copy-address";
import { NoServerConfigured } from "./no-server-configured";
import { ServerStatusCard } from "./server-status-card";

interface Step {
  title: string;
  text: ReactNode;
}

/** How to join, as far as this site's settings make it possible (no Discord step without a link). */
function joinSteps(discord: boolean, t: Translate): Step[] {
  return [
    { title: t("home.join.open.title"), text: t("home.join.open.text") },
    { title: t("home.join.add.title"), text: t("home.join.add.text") },
    {
      title: t("home.join.hello.title"),
      text: discord ? (
        <Trans id="home.join.hello.textDiscord" components={{ 0: <Link to="/discord/" /> }} />
      ) : (
        t("home.join.hello.text")
      ),
    },
  ];
}

/** The hero's words and button as the owner set them (issue 30); "" title: the site's name. */
export interface HomeHero {
  title: string;
  text: string;
  cta: { label: string; link: string } | null;
}

interface HomePageProps {
  /** The owner's hero; undefined while it loads (placeholders). */
  hero?: HomeHero;
  /** Whether the server status block is on: the status card in the hero. */
  status?: boolean;
  /** The blocks below the hero, in the owner's order, composed by the app (a feature never imports another). */
  children?: ReactNode;
}

/** An internal path is followed in the app; any other address leaves through the leaving page. */
const ctaTarget = (link: string) => (link.startsWith("/") ? link : `/leaving/?to=${encodeURIComponent(link)}`);

/**
 * Spec §2 Home: status, address and chat link, under the owner's title and text (issue 30). Without
 * MINECRAFT_SERVER nothing that cannot work is shown to visitors (no status, no address, no
 * how-to-join): the places of the community site take the status card's place; the owner is told
 * what to set instead.
 */
export function HomePage({ hero, status = true, children }: HomePageProps) {
  const t = useT("home");
  const { data: site } = useSiteConfig();
  const { data: user } = useActiveUser();
  const address = site?.server_address;
  const discord = Boolean(site?.discord_url);
  const isOwner = can(user, { group: GROUPS.owner });
  // A sentence of ours after the owner's text, apart from it: the owner writes in the site's language.
  const invitation = discord ? t("home.hero.inviteDiscord") : address ? t("home.hero.invite") : "";
  const side = address ? <ServerStatusCard /> : isOwner ? <NoServerConfigured /> : <CommunityCard />;
  return (
    <>
      <section className="hero">
        <div className="container py-5">
          <div className="row g-4 g-lg-5 align-items-center py-lg-4">
            <div className={status ? "col-lg-7" : "col-lg-9"}>
              <p className="hero-eyebrow mb-2">{t("home.hero.eyebrow")}</p>
              {hero ? (
                <>
                  <h1 className="display-4 fw-bold mb-3">{hero.title || (site?.site_name ?? "Bastion")}</h1>
                  <p className="lead hero-lead mb-4 hero-text">
                    {hero.text}
                    {invitation && ` ${invitation}`}
                  </p>
                </>
              ) : (
                <div className="placeholder-glow" aria-hidden="true" data-testid="hero-loading">
                  <span className="placeholder placeholder-lg col-8 mb-3 d-block" style={{ height: "3.5rem" }} />
                  <span className="placeholder col-10 mb-4 d-block" />
                </div>
              )}
              <div className="join-actions">
                {address && <CopyAddress address={address} />}
                {discord && (
                  <LinkButton to="/discord/" variant="primary" size="lg" className="discord-button">
                    {t("home.hero.discord")}
                  </LinkButton>
                )}
                {hero?.cta && (
                  <LinkButton to={ctaTarget(hero.cta.link)} variant="outline-light" size="lg">
                    {hero.cta.label}
                  </LinkButton>
                )}
              </div>
            </div>
            {status && <div className="col-lg-5">{side}</div>}
          </div>
        </div>
      </section>
      {children}
    </>
  );
}

/** The server status block below the hero: how to join, where there is an address to join. */
export function HowToJoin() {
  const t = useT("home");
  const { data: site } = useSiteConfig();
  const address = site?.server_address;
  const discord = Boolean(site?.discord_url);
  if (!address) return null;
  return (
    <section className="container py-5" aria-labelledby="join-title">
      <h2 id="join-title" className="h4 fw-bold mb-4">
        {t("home.join.title")}
      </h2>
      <ol className="join-steps row g-3 list-unstyled mb-0">
        {joinSteps(discord, t).map((step, index) => (
          <li key={step.title} className="col-md-4">
            <div className="join-step h-100 rounded-4 p-4">
              <span className="join-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="h6 fw-bold mt-3 mb-1">{step.title}</h3>
              <p className="text-body-secondary mb-0">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
