import { useT } from "../../lib/i18n";

/** A page's loading state; its words default to "Loading…" in the language shown. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT("common");
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border me-3" aria-hidden="true" />
      <span>{label ?? t("common.loading")}</span>
    </div>
  );
}
