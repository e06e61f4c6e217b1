import {
  type ApiErrorBody,
  type ErrorCode,
  errorCodeFor,
  type FieldErrors,
  msg,
  RECONFIRM_REQUIRED,
  SECOND_FACTOR_REQUIRED,
} from "@bastion/shared";

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
/** The message of a form's field errors: the fields' own messages say what is wrong, by each field. */
export const CORRECT_THE_FIELDS = msg("Please correct the highlighted fields.");
export const validation = (errors: FieldErrors, message = CORRECT_THE_FIELDS) => new HttpError(400, message, errors);

/**
 * A request that broke its route's schema: the message is for a person (it is shown as an alert
 * above a form), so it never names the fields' keys; those and their messages are in `errors`.
 */
export function schemaValidation(
  errors: FieldErrors,
  /** The part that broke it, as Fastify names it: body, querystring, params or headers. */
  part: string | undefined,
): HttpError {
  const fields = Object.keys(errors).filter((key) => key !== "_");
  const message =
    part === "querystring"
      ? msg("The address's query is not valid: check the link.")
      : part === "params"
        ? msg("The address is not valid: check the link.")
        : part === "headers"
          ? msg("A request header is not valid.")
          : fields.length > 0
            ? CORRECT_THE_FIELDS
            : msg("The request body is not valid.");
  return new HttpError(400, message, errors);
}
export const unauthorized = (message = msg("You must be signed in to do that.")) => new HttpError(401, message);
export const forbidden = (message = msg("You do not have permission to do that.")) => new HttpError(403, message);
/** 403 reconfirm_required: a dangerous action on a session not confirmed recently (issue 29). */
export const reconfirmRequired = () =>
  new HttpError(403, RECONFIRM_REQUIRED, undefined, undefined, "reconfirm_required");
/** 403 second_factor_required: the person's group requires a second factor they have not set up. */
export const secondFactorRequired = () =>
  new HttpError(403, SECOND_FACTOR_REQUIRED, undefined, undefined, "second_factor_required");
export const notFound = (message = msg("Not found.")) => new HttpError(404, message);
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
