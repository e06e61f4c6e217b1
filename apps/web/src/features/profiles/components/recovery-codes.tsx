import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import { useT } from "../../../lib/i18n";

/** Recovery codes, shown once: after this only their hashes exist on the server. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT("profiles");
  return (
    <div>
      <Alert variant="warning" className="py-2">
        {t("profiles.recoveryCodes.warning")}
      </Alert>
      <ol
        className="recovery-codes font-monospace row row-cols-2 g-2 ps-4 mb-3"
        aria-label={t("profiles.recoveryCodes.label")}
      >
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="outline-light" onClick={onDone}>
        {t("profiles.recoveryCodes.done")}
      </Button>
    </div>
  );
}
