import { patchCronSnippet } from "@bastion/shared";
import Card from "react-bootstrap/Card";
import { CopyButton } from "../../../components/feedback/copy-button";
import { Trans, useT } from "../../../lib/i18n";

/** The script a game server runs from cron to install this target's current patch when it changes. */
export function CronSnippetCard({ publicUrl, target }: { publicUrl: string; target: string }) {
  const script = patchCronSnippet({ publicUrl, target });
  const t = useT("patching");
  return (
    <Card className="patching-card h-100">
      <Card.Body>
        <h2 className="h5">{t("patching.cron.heading")}</h2>
        <p className="small text-body-secondary">
          <Trans
            id="patching.cron.text"
            values={{ path: <code>/usr/local/bin/bastion-patch.sh</code>, scope: <code>patches:read</code> }}
          />
        </p>
        <pre className="patching-script p-3 rounded mb-2">
          <code>{script}</code>
        </pre>
        <CopyButton text={script} label={t("patching.cron.copy")} size="sm" variant="outline-light" />
      </Card.Body>
    </Card>
  );
}
