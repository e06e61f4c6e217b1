import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useT } from "../../lib/i18n";
import { useAlerts } from "../alerts/alerts-context";
import { ConfirmDialog } from "../feedback/confirm-dialog";

/**
 * Deleting a comment from a list: `ask(comment)` opens the spec's confirm dialog (render `dialog`),
 * and confirming runs `remove` with the spec's success and failure alerts.
 */
export function useCommentDeletion<T extends { id: number }>(remove: UseMutationResult<void, Error, number>) {
  const t = useT("comments");
  const alerts = useAlerts();
  const [deleting, setDeleting] = useState<T | null>(null);

  function handleConfirm() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => alerts.show(t("comments.delete.success"), "success"),
      onError: (error) => alerts.show(errorMessage(error, t("comments.delete.failed"))),
      onSettled: () => setDeleting(null),
    });
  }

  const dialog = (
    <ConfirmDialog
      show={deleting !== null}
      title={t("comments.delete.title")}
      confirmLabel={t("comments.delete.confirm")}
      busy={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={handleConfirm}
    >
      {t("comments.delete.question")}
    </ConfirmDialog>
  );
  return { ask: setDeleting, dialog };
}
