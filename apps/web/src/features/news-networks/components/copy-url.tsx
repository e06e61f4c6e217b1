import { useRef } from "react";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { useCopiedFlag } from "../../../lib/use-copied-flag";

/**
 * Copies the text. The Clipboard API needs a secure context (https or localhost); a site served over
 * plain http falls back to selecting the field and the browser's copy command.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  // Browsers leave navigator.clipboard undefined outside secure contexts.
  if (navigator.clipboard) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (permissions): try the old way below.
    }
  }
  field?.select();
  return document.execCommand?.("copy") ?? false;
}

/** The feed URL in a read-only field with a copy button that says Copied for 2 seconds (spec §9). */
export function CopyUrl({ url }: { url: string }) {
  const [copied, markCopied] = useCopiedFlag();
  const field = useRef<HTMLInputElement>(null);
  const alerts = useAlerts();

  async function handleCopy() {
    if (await copyText(url, field.current)) markCopied();
    else alerts.show("The URL could not be copied: select it and copy it yourself.", "warning");
  }

  return (
    <InputGroup>
      <Form.Control
        ref={field}
        readOnly
        value={url}
        aria-label="Feed URL"
        className="font-monospace feed-url"
        onFocus={(event) => event.target.select()}
      />
      <Button variant={copied ? "success" : "primary"} onClick={handleCopy} aria-live="polite" className="copy-button">
        {copied ? "Copied" : "Copy URL"}
      </Button>
    </InputGroup>
  );
}
