import { ApiError, csrfHeaders, retryAfterRefusal, toErrorBody } from "../api-client";

export interface UploadOptions {
  /** Called as bytes leave, with the share sent so far (0 to 1). */
  onProgress?(fraction: number): void;
  /** Called once the last byte has left; the answer follows when the server has stored the upload. */
  onSent?(): void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/**
 * POSTs a multipart form and reports its upload progress, which fetch cannot. Resolves with the
 * JSON answer; rejects with ApiError on a non-2xx answer, like api(), and like it sends the form
 * once more after the person confirms it is them (publishing a patch asks, issue 29).
 */
export async function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  try {
    return await uploadOnce<T>(path, form, options);
  } catch (error) {
    if (error instanceof ApiError && (await retryAfterRefusal(error.status, error.body))) {
      return uploadOnce<T>(path, form, options);
    }
    throw error;
  }
}

async function uploadOnce<T>(path: string, form: FormData, options: UploadOptions): Promise<T> {
  const headers = await csrfHeaders();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", path);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => options.onSent?.();
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else reject(new ApiError(request.status, toErrorBody(request.response)));
    };
    request.onerror = () => reject(new TypeError("The upload failed: the connection was lost."));
    request.onabort = () => reject(new DOMException("The upload was canceled.", "AbortError"));
    if (options.signal?.aborted) {
      reject(new DOMException("The upload was canceled.", "AbortError"));
      return;
    }
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}
