import type { ApiKeyCreated } from "@bastion/shared";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Form from "react-bootstrap/Form";
import InputGroup from "react-bootstrap/InputGroup";
import { CopyButton } from "../../../components/feedback/copy-button";
import { Trans, useT } from "../../../lib/i18n";

/** The new key, shown this once: the server keeps only its hash. */
export function NewKeyNotice({ created, onDone }: { created: ApiKeyCreated; onDone(): void }) {
  const t = useT("api-keys");
  return (
    <Alert variant="warning" className="mb-4" aria-labelledby="new-key-title">
      <Alert.Heading as="h2" id="new-key-title" className="h5">
        {t("api-keys.newKey.heading", { name: created.api_key.name })}
      </Alert.Heading>
      <p className="mb-2">
        <Trans id="api-keys.newKey.text" components={{ 0: <strong /> }} />
      </p>
      <InputGroup className="mb-3">
        <Form.Control
          readOnly
          value={created.key}
          aria-label={t("api-keys.newKey.label")}
          className="font-monospace"
          onFocus={(event) => event.target.select()}
        />
        <CopyButton text={created.key} label={t("api-keys.newKey.copy")} variant="warning" />
      </InputGroup>
      <Button variant="warning" size="sm" onClick={onDone}>
        {t("api-keys.newKey.done")}
      </Button>
    </Alert>
  );
}
