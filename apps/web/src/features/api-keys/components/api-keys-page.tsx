import type { ApiKey, ApiKeyCreated } from "@bastion/shared";
import { useState } from "react";
import Alert from "react-bootstrap/Alert";
import Card from "react-bootstrap/Card";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ConfirmDialog } from "../../../components/feedback/confirm-dialog";
import { TablePlaceholder } from "../../../components/feedback/table-placeholder";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n";
import { useApiKeys } from "../api/get-api-keys";
import { useRevokeApiKey } from "../api/revoke-api-key";
import { CreateKeyForm } from "./create-key-form";
import { GameServerExample } from "./game-server-example";
import { KeysTable } from "./keys-table";
import { NewKeyNotice } from "./new-key-notice";
import "./api-keys.css";

/** /api/keys/: Manage API Keys (owner). Create (shown once), see when each was last used, revoke. */
export function ApiKeysPage() {
  const t = useT("api-keys");
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const alerts = useAlerts();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  function handleRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (answer) => alerts.show(answer.message, "success"),
      onError: (error) => alerts.show(errorMessage(error, t("api-keys.revoke.failure"))),
      onSettled: () => setRevoking(null),
    });
  }

  let list: React.ReactNode;
  if (keys.isPending) list = <TablePlaceholder columns={6} />;
  else if (keys.isError) {
    list = (
      <Alert variant="danger" className="m-3">
        {errorMessage(keys.error, t("api-keys.list.fetchError"))}
      </Alert>
    );
  } else if (keys.data.keys.length === 0) {
    list = <p className="text-body-secondary text-center py-5 mb-0">{t("api-keys.list.empty")}</p>;
  } else list = <KeysTable keys={keys.data.keys} onRevoke={setRevoking} />;

  return (
    <section className="container py-4 py-lg-5">
      <h1 className="mb-1">{t("api-keys.title")}</h1>
      <p className="text-body-secondary mb-4">{t("api-keys.intro")}</p>
      {created && <NewKeyNotice created={created} onDone={() => setCreated(null)} />}
      <div className="row g-3 mb-4">
        <div className="col-12 col-lg-5">
          <CreateKeyForm patchTargets={keys.data?.patch_targets ?? []} onCreated={setCreated} />
        </div>
        <div className="col-12 col-lg-7">
          <GameServerExample publicUrl={keys.data?.public_url ?? window.location.origin} />
        </div>
      </div>
      <h2 className="h4">{t("api-keys.list.heading")}</h2>
      <Card className="api-keys-card">{list}</Card>
      <ConfirmDialog
        show={revoking !== null}
        title={t("api-keys.revoke.title")}
        confirmLabel={t("api-keys.revoke.confirm")}
        busyLabel={t("api-keys.revoke.busy")}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={handleRevoke}
      >
        {t("api-keys.revoke.text", { name: revoking?.name ?? "" })}
      </ConfirmDialog>
    </section>
  );
}
