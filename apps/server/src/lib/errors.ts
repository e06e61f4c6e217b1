import type { FieldErrors } from "@bastion/shared";

/** An error meant for the client: its message is shown as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Sent as Retry-After (429s). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const validation = (errors: FieldErrors, message = "Please correct the highlighted fields.") =>
  new HttpError(400, message, errors);
export const unauthorized = (message = "You must be signed in to do that.") => new HttpError(401, message);
export const forbidden = (message = "You do not have permission to do that.") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);
