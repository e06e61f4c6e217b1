import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { CopyButton } from "../../../components/feedback/copy-button";
import { useT } from "../../../lib/i18n";

/** The feed URL in a read-only field with a copy button that says Copied for 2 seconds (spec §9). */
export function CopyUrl({ url }: { url: string }) {
  const t = useT("news-networks");
  return (
    <InputGroup>
      <Form.Control
        readOnly
        value={url}
        aria-label={t("news-networks.feed.url")}
        className="font-monospace feed-url"
        onFocus={(event) => event.target.select()}
      />
      <CopyButton text={url} label={t("news-networks.feed.copy")} variant="primary" className="copy-button" />
    </InputGroup>
  );
}
