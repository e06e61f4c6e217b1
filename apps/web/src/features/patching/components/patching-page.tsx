import type { PatchTarget } from "@bastion/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Button from "react-bootstrap/Button";
import Card from "react-bootstrap/Card";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { errorMessage } from "../../../lib/api-client";
import { Trans, useT } from "../../../lib/i18n";
import { useTargets } from "../api/get-targets";
import { useSaveTarget } from "../api/save-target";
import { TargetNameDialog } from "./target-name-dialog";
import { TargetsTable } from "./targets-table";
import "./patching.css";

/** /patching/: the targets (one channel per game server), each with its current patch. */
export function PatchingPage() {
  const targets = useTargets();
  const save = useSaveTarget();
  const alerts = useAlerts();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<PatchTarget | null>(null);
  const t = useT("patching");

  async function handleSave(name: string) {
    const answer = await save.mutateAsync({ id: renaming?.id, name });
    alerts.show(answer.message, "success");
    setCreating(false);
    setRenaming(null);
  }

  let body: React.ReactNode;
  if (targets.isPending) body = <TablePlaceholder columns={4} />;
  else if (targets.isError) {
    body = (
      <Alert variant="danger" className="m-3">
        {errorMessage(targets.error, t("patching.messages.fetchFailed"))}
      </Alert>
    );
  } else if (targets.data.targets.length === 0) {
    body = (
      <p className="text-body-secondary text-center py-5 px-3 mb-0">
        <Trans id="patching.list.empty" values={{ example: <code>survival</code> }} />
      </p>
    );
  } else body = <TargetsTable targets={targets.data.targets} onRename={setRenaming} />;

  return (
    <section className="container py-4 py-lg-5">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="mb-0 me-auto">{t("patching.title.list")}</h1>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t("patching.list.newTarget")}
        </Button>
      </div>
      <p className="text-body-secondary mb-4">{t("patching.list.lead")}</p>
      <Card className="patching-card">{body}</Card>
      <TargetNameDialog
        show={creating || renaming !== null}
        title={renaming ? t("patching.rename.title", { name: renaming.name }) : t("patching.list.newTarget")}
        submitLabel={renaming ? t("patching.dialog.save") : t("patching.dialog.create")}
        initialName={renaming?.name ?? ""}
        busy={save.isPending}
        onHide={() => {
          setCreating(false);
          setRenaming(null);
        }}
        onSubmit={handleSave}
      />
    </section>
  );
}
