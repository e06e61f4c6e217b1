import { LIMITS } from "@bastion/shared";
import { useEffect, useState } from "react";
import Button from "react-bootstrap/Button";
import { LinkButton } from "../../../components/feedback/link-button";
import { useSiteConfig } from "../../../lib/site-config";

function CopyAddress({ address }: { address: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), LIMITS.copyConfirmationMs);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function handleCopy() {
    await navigator.clipboard.writeText(address);
    setCopied(true);
  }

  return (
    <div className="server-address d-inline-flex align-items-center gap-2 rounded-3 px-3 py-2">
      <code className="fs-5 text-light">{address}</code>
      <Button size="sm" variant={copied ? "success" : "outline-light"} onClick={handleCopy} aria-live="polite">
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}

export function HomePage() {
  const { data: site } = useSiteConfig();
  return (
    <section className="hero py-5">
      <div className="container py-lg-5">
        <h1 className="display-4 fw-bold">{site?.site_name ?? "Bastion"}</h1>
        <p className="lead col-lg-7 mb-4">
          A survival server with a community that builds together. Join us in game and on the forums.
        </p>
        <div className="d-flex flex-wrap gap-3 align-items-center">
          {site?.server_address && <CopyAddress address={site.server_address} />}
          {site?.discord_url && (
            <LinkButton to="/discord/" variant="primary" size="lg">
              Join our Discord
            </LinkButton>
          )}
        </div>
      </div>
    </section>
  );
}
