import ProgressBar from "react-bootstrap/ProgressBar";
import { useLocale, useT } from "../../lib/i18n";

/** An upload's progress with its percentage; the inner bar carries the role, so it gets the name. */
export function UploadProgress({ percent, className = "mt-3" }: { percent: number; className?: string }) {
  const t = useT("upload");
  const label = new Intl.NumberFormat(useLocale(), { style: "percent" }).format(percent / 100);
  return (
    <ProgressBar className={className}>
      <ProgressBar now={percent} label={label} striped animated aria-label={t("upload.progress")} />
    </ProgressBar>
  );
}
