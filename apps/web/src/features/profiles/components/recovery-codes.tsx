import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";

/** Recovery codes, shown once: after this only their hashes exist on the server. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  return (
    <div>
      <Alert variant="warning" className="py-2">
        Save these recovery codes now (print them or keep them in a password manager): they are not shown again. Each
        signs you in once if you lose your phone.
      </Alert>
      <ol className="recovery-codes font-monospace row row-cols-2 g-2 ps-4 mb-3" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ol>
      <Button variant="outline-light" onClick={onDone}>
        I have saved them
      </Button>
    </div>
  );
}
