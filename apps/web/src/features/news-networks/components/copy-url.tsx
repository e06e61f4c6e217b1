import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { CopyButton } from "../../../components/feedback/copy-button";

/** The feed URL in a read-only field with a copy button that says Copied for 2 seconds (spec §9). */
export function CopyUrl({ url }: { url: string }) {
  return (
    <InputGroup>
      <Form.Control
        readOnly
        value={url}
        aria-label="Feed URL"
        className="font-monospace feed-url"
        onFocus={(event) => event.target.select()}
      />
      <CopyButton text={url} label="Copy URL" variant="primary" className="copy-button" />
    </InputGroup>
  );
}
