import { LIMITS } from "@bastion/shared";
import { useEffect, useState } from "react";
import Button from "react-bootstrap/Button";

/** The server address with a copy button; 'Copied' shows for 2 seconds (spec §9). */
export function CopyAddress({ address }: { address: string }) {
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
    <div className="server-address d-flex align-items-center gap-2 rounded-3 ps-3 pe-2 py-2">
      <span className="visually-hidden">Server address:</span>
      <code className="server-address-text flex-grow-1 text-light">{address}</code>
      <Button size="sm" variant={copied ? "success" : "light"} onClick={handleCopy} aria-live="polite">
        {copied ? "Copied" : "Copy"}
      </Button>
    </div>
  );
}
