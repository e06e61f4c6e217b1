import { type ApiErrorBody, type ErrorCode, errorCodeFor, type FieldErrors } from "@bastion/shared";

/** An error meant for the client: its message is shown as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Sent as Retry-After (429s). */
    readonly retryAfterSeconds?: number,
    /** A code of its own; by default the status's (errorCodeFor). */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The one error body: `{ message, code, errors? }`, the code following the status unless given. */
export function errorBody(status: number, message: string, errors?: FieldErrors, code?: ErrorCode): ApiErrorBody {
  return { message, code: code ?? errorCodeFor(status, errors !== undefined), ...(errors ? { errors } : {}) };
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const validation = (errors: FieldErrors, message = "Please correct the highlighted fields.") =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "You must be signed in to do that.") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do that.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

/** A schema's issues as per-field errors, keyed by their dotted path ("_" for the whole). */
export function fieldErrorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}
