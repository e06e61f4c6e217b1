import type { UseMutationResult } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../lib/api-client";
import { useAlerts } from "../alerts/alerts-context";
import { ConfirmDialog } from "../feedback/confirm-dialog";

/**
 * Deleting a comment from a list: `ask(comment)` opens the spec's confirm dialog (render `dialog`),
 * and confirming runs `remove` with the spec's success and failure alerts.
 */
export function useCommentDeletion<T extends { id: number }>(remove: UseMutationResult<void, Error, number>) {
  const alerts = useAlerts();
  const [deleting, setDeleting] = useState<T | null>(null);

  function handleConfirm() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => alerts.show("Comment deleted successfully", "success"),
      onError: (error) => alerts.show(errorMessage(error, "An error occurred while attempting to delete the comment.")),
      onSettled: () => setDeleting(null),
    });
  }

  const dialog = (
    <ConfirmDialog
      show={deleting !== null}
      title="Delete comment"
      confirmLabel="Delete"
      busy={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={handleConfirm}
    >
      Are you sure you want to delete this comment?
    </ConfirmDialog>
  );
  return { ask: setDeleting, dialog };
}
