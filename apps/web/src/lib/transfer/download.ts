import { ApiError, toErrorBody } from "../api-client";
import { createChunkFolder } from "./chunk-folder";

export interface DownloadOptions {
  /** Called as bytes arrive: how many so far, and of how many when the server said (a zip does not). */
  onProgress?(received: number, total: number | undefined): void;
  signal?: AbortSignal;
}

/** The file name a Content-Disposition header gives (filename* first), or the fallback. */
export function fileNameFrom(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? fallback;
}

/**
 * GETs a file as a blob, reporting progress. Rejects with ApiError (status, and the server's
 * message when it sent one) on a non-2xx answer.
 */
export async function downloadBlob(
  path: string,
  fallbackName: string,
  options: DownloadOptions = {},
): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(path, { credentials: "same-origin", signal: options.signal });
  if (!response.ok) {
    throw new ApiError(response.status, toErrorBody(await response.json().catch(() => undefined)));
  }
  const name = fileNameFrom(response.headers.get("content-disposition"), fallbackName);
  const total = Number(response.headers.get("content-length") ?? 0);
  const type = response.headers.get("content-type") ?? "application/octet-stream";
  if (!response.body) return { blob: await response.blob(), name };
  // Folded into a Blob every 32 MB: the page holds at most that much of the file as chunks.
  const chunks = createChunkFolder(type);
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.add(value);
    received += value.length;
    options.onProgress?.(received, total > 0 ? total : undefined);
  }
  return { blob: chunks.finish(), name };
}

/** Hands a blob to the browser as a download under the given name. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would find nothing.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
