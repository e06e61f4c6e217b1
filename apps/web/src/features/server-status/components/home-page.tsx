import "./home.css";
import { LinkButton } from "../../../components/feedback/link-button";
import { useSiteConfig } from "../../../lib/site-config";
import { CopyAddress } from "./copy-address";
import { ServerStatusCard } from "./server-status-card";

const STEPS = [
  { title: "Open the game", text: "Start Minecraft: Java Edition and choose Multiplayer." },
  { title: "Add the server", text: "Click Add Server and paste the address you copied above." },
  { title: "Join and say hello", text: "Pick a spot, build with friends, and meet everyone on Discord." },
];

export function HomePage() {
  const { data: site } = useSiteConfig();
  return (
    <>
      <section className="hero">
        <div className="container py-5">
          <div className="row g-4 g-lg-5 align-items-center py-lg-4">
            <div className="col-lg-7">
              <p className="hero-eyebrow mb-2">Minecraft survival server</p>
              <h1 className="display-4 fw-bold mb-3">{site?.site_name ?? "Bastion"}</h1>
              <p className="lead hero-lead mb-4">
                A survival server with a community that builds together. Join us in game and on Discord.
              </p>
              <div className="join-actions">
                {site?.server_address && <CopyAddress address={site.server_address} />}
                {site?.discord_url && (
                  <LinkButton to="/discord/" variant="primary" size="lg" className="discord-button">
                    Join our Discord
                  </LinkButton>
                )}
              </div>
            </div>
            <div className="col-lg-5">
              <ServerStatusCard />
            </div>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="join-title">
        <h2 id="join-title" className="h4 fw-bold mb-4">
          How to join
        </h2>
        <ol className="join-steps row g-3 list-unstyled mb-0">
          {STEPS.map((step, index) => (
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
    </>
  );
}
