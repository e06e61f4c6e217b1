import { API_PATHS, apiPath, formatSize, type Patch } from "@bastion/shared";
import Card from "react-bootstrap/Card";
import { CopyButton } from "../../../components/feedback/copy-button";
import { formatDateTime } from "../../../lib/format-date";

interface CurrentPatchCardProps {
  target: string;
  current: Patch | null | undefined;
  publicUrl: string;
}

/** What the game servers of this target get now, and where they ask for it. */
export function CurrentPatchCard({ target, current, publicUrl }: CurrentPatchCardProps) {
  const endpoint = `${publicUrl}${apiPath(API_PATHS.patching.current, { target })}`;
  return (
    <Card className="patching-card mb-3">
      <Card.Body>
        <h2 className="h5">Current patch</h2>
        {current === undefined && (
          <p className="placeholder-glow mb-0" aria-hidden="true">
            <span className="placeholder col-8" />
          </p>
        )}
        {current === null && (
          <p className="text-body-secondary">
            None yet: game servers asking for {target} get a 404 until a patch is made current.
          </p>
        )}
        {current && (
          <dl className="row small mb-2">
            <dt className="col-4 col-sm-3">Version</dt>
            <dd className="col-8 col-sm-9 fw-semibold text-break">{current.version}</dd>
            <dt className="col-4 col-sm-3">File</dt>
            <dd className="col-8 col-sm-9 text-break">
              {current.file_name} ({formatSize(current.size)})
            </dd>
            <dt className="col-4 col-sm-3">SHA-256</dt>
            <dd className="col-8 col-sm-9">
              <code className="text-break">{current.sha256}</code>
            </dd>
            <dt className="col-4 col-sm-3">Published</dt>
            <dd className="col-8 col-sm-9">
              <time dateTime={current.published_at}>{formatDateTime(current.published_at)}</time> by{" "}
              {current.published_by}
            </dd>
          </dl>
        )}
        <p className="small text-body-secondary mb-1">Game servers ask for it at</p>
        <div className="d-flex align-items-center gap-2">
          <code className="text-break small me-auto">GET {endpoint}</code>
          <CopyButton
            text={endpoint}
            label="Copy URL"
            size="sm"
            variant="outline-light"
            className="text-nowrap flex-shrink-0"
          />
        </div>
      </Card.Body>
    </Card>
  );
}
