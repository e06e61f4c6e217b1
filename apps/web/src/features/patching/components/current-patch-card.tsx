import { API_PATHS, apiPath, type Patch } from "@bastion/shared";
import Card from "react-bootstrap/Card";
import { CopyButton } from "../../../components/feedback/copy-button";
import { formatDateTime } from "../../../lib/format-date";
import { useFormatSize } from "../../../lib/format-size";
import { Trans, useT } from "../../../lib/i18n";

interface CurrentPatchCardProps {
  target: string;
  current: Patch | null | undefined;
  publicUrl: string;
}

/** What the game servers of this target get now, and where they ask for it. */
export function CurrentPatchCard({ target, current, publicUrl }: CurrentPatchCardProps) {
  const endpoint = `${publicUrl}${apiPath(API_PATHS.patching.current, { target })}`;
  const t = useT("patching");
  const formatSize = useFormatSize();
  return (
    <Card className="patching-card mb-3">
      <Card.Body>
        <h2 className="h5">{t("patching.columns.currentPatch")}</h2>
        {current === undefined && (
          <p className="placeholder-glow mb-0" aria-hidden="true">
            <span className="placeholder col-8" />
          </p>
        )}
        {current === null && <p className="text-body-secondary">{t("patching.current.none", { target })}</p>}
        {current && (
          <dl className="row small mb-2">
            <dt className="col-4 col-sm-3">{t("patching.columns.version")}</dt>
            <dd className="col-8 col-sm-9 fw-semibold text-break">{current.version}</dd>
            <dt className="col-4 col-sm-3">{t("patching.columns.file")}</dt>
            <dd className="col-8 col-sm-9 text-break">
              {current.file_name} ({formatSize(current.size)})
            </dd>
            <dt className="col-4 col-sm-3">SHA-256</dt>
            <dd className="col-8 col-sm-9">
              <code className="text-break">{current.sha256}</code>
            </dd>
            <dt className="col-4 col-sm-3">{t("patching.columns.published")}</dt>
            <dd className="col-8 col-sm-9">
              <Trans
                id="patching.current.publishedBy"
                values={{ date: formatDateTime(current.published_at), user: current.published_by }}
                components={{ 0: <time dateTime={current.published_at} /> }}
              />
            </dd>
          </dl>
        )}
        <p className="small text-body-secondary mb-1">{t("patching.current.askAt")}</p>
        <div className="d-flex align-items-center gap-2">
          <code className="text-break small me-auto">GET {endpoint}</code>
          <CopyButton
            text={endpoint}
            label={t("patching.current.copyUrl")}
            size="sm"
            variant="outline-light"
            className="text-nowrap flex-shrink-0"
          />
        </div>
      </Card.Body>
    </Card>
  );
}
