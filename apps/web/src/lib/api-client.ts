import { API_PATHS, type ApiErrorBody, CSRF_COOKIE, type ErrorCode, type FieldErrors } from "@bastion/shared";
import { readCookie } from "./cookies";
import { translate } from "./i18n";

// The server serialises every answer through the shared zod schemas, so the client takes the
// schemas' types only: zod stays out of the first-load bundle (docs/decisions/003-web-bundle-budget.md).

/** A failed API call: the HTTP status and the server's `{ message, code, errors }` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = "ApiError";
  }

  /** What kind of error it is (stable, unlike the message); undefined when the server sent no body. */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

/** Spec §8: show the server's message field when present, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return fallback;
}

let csrfToken: Promise<string> | undefined;

function fetchCsrfToken(): Promise<string> {
  csrfToken ??= fetch(API_PATHS.session.csrfToken, { credentials: "same-origin" })
    .then((response) => response.json() as Promise<{ csrf_token: string }>)
    .then((body) => body.csrf_token)
    .catch((error: unknown) => {
      csrfToken = undefined;
      throw error;
    });
  return csrfToken;
}

/** The CSRF headers of a state-changing call, for requests made outside api() (uploads with progress). */
export async function csrfHeaders(): Promise<Record<string, string>> {
  const token = await fetchCsrfToken();
  return { "X-CSRFToken": token, "X-XSRF-TOKEN": readCookie(CSRF_COOKIE) ?? "" };
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Send the CSRF headers on a GET too (the spec's logout changes state). */
  csrf?: boolean;
}

function withQuery(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? "GET";
  const headers: Record<string, string> = { Accept: "application/json" };
  if (method !== "GET" || options.csrf) Object.assign(headers, await csrfHeaders());
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  return fetch(withQuery(path, options.query), {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: "same-origin",
  });
}

export function toErrorBody(value: unknown): ApiErrorBody | undefined {
  if (typeof value !== "object" || value === null || typeof (value as { message?: unknown }).message !== "string") {
    return undefined;
  }
  const { message, code, errors } = value as { message: string; code?: ErrorCode; errors?: FieldErrors };
  return { message, code: code ?? "bad_request", errors };
}

/**
 * What the app shell does when the server refuses a call for who is calling (issue 29): ask the
 * person to confirm it is them (true once they have, false when they cancel), and send them to set
 * up the second factor their group requires.
 */
export interface RefusalHandlers {
  reconfirm(): Promise<boolean>;
  secondFactorRequired(): void;
}

let refusalHandlers: RefusalHandlers | undefined;

/** The app shell registers its handlers here; every call made through api() then uses them. Returns the unregister. */
export function setRefusalHandlers(handlers: RefusalHandlers): () => void {
  refusalHandlers = handlers;
  return () => {
    if (refusalHandlers === handlers) refusalHandlers = undefined;
  };
}

/**
 * After a refusal: whether to send the call again. On 403 reconfirm_required the person is asked to
 * confirm it is them (once); a cancel becomes a calm ApiError. On second_factor_required the app
 * is told, and the call fails as it is.
 */
export async function retryAfterRefusal(status: number, body: ApiErrorBody | undefined): Promise<boolean> {
  if (status !== 403 || !refusalHandlers) return false;
  if (body?.code === "second_factor_required") refusalHandlers.secondFactorRequired();
  if (body?.code !== "reconfirm_required") return false;
  if (await refusalHandlers.reconfirm()) return true;
  // The alert of the action left undone, in the language shown (common's words are always loaded).
  throw new ApiError(403, { message: translate("common.reconfirm.cancelled"), code: "reconfirm_required" });
}

const readErrorBody = async (response: Response) =>
  toErrorBody(
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );

/** Calls the API and returns its JSON answer typed as T; throws ApiError on a non-2xx answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 403 && (options.method ?? "GET") !== "GET") {
    // The CSRF cookie may have been replaced (another tab, a cleared cookie): fetch a fresh token once.
    const refusal = await readErrorBody(response);
    if (refusal?.code === "csrf_failed") {
      csrfToken = undefined;
      response = await send(path, options);
    }
  }
  // Once: a call refused again after the person confirmed fails as the server says.
  if (response.status === 403 && (await retryAfterRefusal(403, await readErrorBody(response)))) {
    response = await send(path, options);
  }
  if (!response.ok) {
    throw new ApiError(response.status, toErrorBody(await response.json().catch(() => undefined)));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** Forgets the CSRF token (tests). */
export function resetCsrfToken() {
  csrfToken = undefined;
}
