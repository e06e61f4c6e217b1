import type { ApiKeyCreated } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { CopyButton } from "../../../components/feedback/copy-button";

/** The new key, shown this once: the server keeps only its hash. */
export function NewKeyNotice({ created, onDone }: { created: ApiKeyCreated; onDone(): void }) {
  return (
    <Alert variant="warning" className="mb-4" aria-labelledby="new-key-title">
      <Alert.Heading as="h2" id="new-key-title" className="h5">
        Your new key "{created.api_key.name}"
      </Alert.Heading>
      <p className="mb-2">
        Copy it now and put it in the game server's configuration. <strong>It will not be shown again</strong>: the site
        stores only a hash of it. If it is lost, revoke it and create another.
      </p>
      <InputGroup className="mb-3">
        <Form.Control
          readOnly
          value={created.key}
          aria-label="The new API key"
          className="font-monospace"
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={created.key} label="Copy key" variant="warning" />
      </InputGroup>
      <Button variant="warning" size="sm" onClick={onDone}>
        I have copied it
      </Button>
    </Alert>
  );
}
