import Button from "react-bootstrap/Button";
import { useCopiedFlag } from "../../../lib/use-copied-flag";

/** The server address with a copy button; 'Copied' shows for 2 seconds (spec §9). */
export function CopyAddress({ address }: { address: string }) {
  const [copied, markCopied] = useCopiedFlag();

  async function handleCopy() {
    await navigator.clipboard.writeText(address);
    markCopied();
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
