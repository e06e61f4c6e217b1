import "./home.css";
import { GROUPS } from "@bastion/shared";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LinkButton } from "../../../components/feedback/link-button";
import { can, useActiveUser } from "../../../lib/auth/active-user";
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
function joinSteps(discord: boolean): Step[] {
  return [
    { title: "Open the game", text: "Start Minecraft: Java Edition and choose Multiplayer." },
    { title: "Add the server", text: "Click Add Server and paste the address you copied above." },
    {
      title: "Join and say hello",
      text: discord ? (
        <>
          Pick a spot, build with friends, and meet everyone on <Link to="/discord/">Discord</Link>.
        </>
      ) : (
        "Pick a spot, build with friends, and say hello in the chat."
      ),
    },
  ];
}

interface HomePageProps {
  /** The newest announcements, composed in by the app (a feature never imports another). */
  news?: ReactNode;
}

/**
 * Spec §2 Home: status, address and chat link. Without MINECRAFT_SERVER nothing that cannot work is
 * shown to visitors (no status, no address, no how-to-join): the places of the community site take
 * the status card's place; the owner is told what to set instead.
 */
export function HomePage({ news }: HomePageProps) {
  const { data: site } = useSiteConfig();
  const { data: user } = useActiveUser();
  const address = site?.server_address;
  const discord = Boolean(site?.discord_url);
  const isOwner = can(user, { group: GROUPS.owner });
  const invitation = discord ? " Join us in game and on Discord." : address ? " Join us in game." : "";
  return (
    <>
      <section className="hero">
        <div className="container py-5">
          <div className="row g-4 g-lg-5 align-items-center py-lg-4">
            <div className="col-lg-7">
              <p className="hero-eyebrow mb-2">Minecraft survival server</p>
              <h1 className="display-4 fw-bold mb-3">{site?.site_name ?? "Bastion"}</h1>
              <p className="lead hero-lead mb-4">
                A survival server with a community that builds together.{invitation}
              </p>
              <div className="join-actions">
                {address && <CopyAddress address={address} />}
                {discord && (
                  <LinkButton to="/discord/" variant="primary" size="lg" className="discord-button">
                    Join our Discord
                  </LinkButton>
                )}
              </div>
            </div>
            <div className="col-lg-5">
              {address ? <ServerStatusCard /> : isOwner ? <NoServerConfigured /> : <CommunityCard />}
            </div>
          </div>
        </div>
      </section>
      {news}
      {address && (
        <section className="container py-5" aria-labelledby="join-title">
          <h2 id="join-title" className="h4 fw-bold mb-4">
            How to join
          </h2>
          <ol className="join-steps row g-3 list-unstyled mb-0">
            {joinSteps(discord).map((step, index) => (
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
      )}
    </>
  );
}
