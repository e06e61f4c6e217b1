import { patchCronSnippet } from "@bastion/shared";
import Card from "react-bootstrap/Card";
import { CopyButton } from "../../../components/feedback/copy-button";

/** The script a game server runs from cron to install this target's current patch when it changes. */
export function CronSnippetCard({ publicUrl, target }: { publicUrl: string; target: string }) {
  const script = patchCronSnippet({ publicUrl, target });
  return (
    <Card className="patching-card h-100">
      <Card.Body>
        <h2 className="h5">Install it on the game server</h2>
        <p className="small text-body-secondary">
          Save this as <code>/usr/local/bin/bastion-patch.sh</code> on the game server and run it from cron with a key
          that has the <code>patches:read</code> scope (the owner creates keys on Manage API Keys). It downloads the
          current patch only when it changed, checks its SHA-256 and replaces the file it installed before.
        </p>
        <pre className="patching-script p-3 rounded mb-2">
          <code>{script}</code>
        </pre>
        <CopyButton text={script} label="Copy script" size="sm" variant="outline-light" />
      </Card.Body>
    </Card>
  );
}
