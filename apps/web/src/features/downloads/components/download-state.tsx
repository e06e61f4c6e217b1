import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import ProgressBar from "react-bootstrap/ProgressBar";
import { useAlerts } from "../../../components/alerts/alerts-context";
import { ApiError } from "../../../lib/api-client";
import { useFormatSize } from "../../../lib/format-size";
import { type Translate, useT } from "../../../lib/i18n";
import { downloadBlob, saveBlob } from "../../../lib/transfer/download";
import { useFormatPercent } from "./use-format-percent";

interface Progress {
  name: string;
  received: number;
  total?: number;
}

interface DownloadsApi {
  /** The download in progress, if any. */
  current: Progress | null;
  /** Starts a download; while one runs, another is refused with the spec's message. */
  start(kind: "file" | "zip", url: string, name: string): void;
}

const DownloadContext = createContext<DownloadsApi | null>(null);

export function useDownload(): DownloadsApi {
  const value = useContext(DownloadContext);
  if (!value) throw new Error("useDownload needs <DownloadProvider>");
  return value;
}

/** Spec §8: the server's message when it sent one; else the status; else the kind's fallback. */
function failure(t: Translate, error: unknown, kind: "file" | "zip"): string {
  if (error instanceof ApiError) {
    return error.body?.message ?? t("downloads.messages.downloadStatus", { status: error.status });
  }
  return kind === "zip" ? t("downloads.messages.zipFailed") : t("downloads.messages.downloadFailed");
}

/** One download at a time for the whole downloads area (spec §4). */
export function DownloadProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Progress | null>(null);
  const busy = useRef(false);
  const alerts = useAlerts();
  const t = useT("downloads");

  const start = useCallback(
    (kind: "file" | "zip", url: string, name: string) => {
      if (busy.current) {
        alerts.show(t("downloads.messages.downloadBusy"), "warning");
        return;
      }
      busy.current = true;
      setCurrent({ name, received: 0 });
      downloadBlob(url, name, { onProgress: (received, total) => setCurrent({ name, received, total }) })
        .then(({ blob, name: saved }) => saveBlob(blob, saved))
        .catch((error: unknown) => alerts.show(failure(t, error, kind)))
        .finally(() => {
          busy.current = false;
          setCurrent(null);
        });
    },
    [alerts, t],
  );

  const value = useMemo(() => ({ current, start }), [current, start]);
  return <DownloadContext.Provider value={value}>{children}</DownloadContext.Provider>;
}

/** The download in progress: its name and a progress bar (striped while the size is unknown, as for zips). */
export function DownloadProgress() {
  const { current } = useDownload();
  const t = useT("downloads");
  const formatSize = useFormatSize();
  const formatPercent = useFormatPercent();
  if (!current) return null;
  const percent = current.total ? Math.floor((current.received / current.total) * 100) : undefined;
  return (
    <div className="download-progress card card-body py-2 mb-3" role="status" aria-live="polite">
      <div className="d-flex justify-content-between small mb-1 gap-2">
        <span className="text-truncate">{t("downloads.progress.downloading", { name: current.name })}</span>
        <span className="text-nowrap">
          {percent !== undefined ? formatPercent(percent) : formatSize(current.received)}
        </span>
      </div>
      <ProgressBar>
        <ProgressBar
          now={percent ?? 100}
          striped={percent === undefined}
          animated={percent === undefined}
          aria-label={t("downloads.progress.label", { name: current.name })}
        />
      </ProgressBar>
    </div>
  );
}
