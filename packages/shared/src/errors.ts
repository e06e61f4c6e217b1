import { z } from "zod";

/** Per-field messages, Django style: a field may break several rules at once. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/**
 * What kind of error it is, stable for code to decide on (the message is for people and may be
 * reworded). Most follow the status; a few name a case the client handles on its own.
 */
export const ERROR_CODES = [
  "bad_request",
  "invalid_fields",
  "unauthorized",
  "forbidden",
  "csrf_failed",
  "not_found",
  "conflict",
  "gone",
  "precondition_failed",
  "too_large",
  "unsupported_media_type",
  "expectation_failed",
  "rate_limited",
  "internal",
  "unavailable",
  "disk_full",
  /** A dangerous action's session last proved who its owner is too long ago (issue 29): confirm, then retry. */
  "reconfirm_required",
  /** The person's group requires a second factor they have not set up (issue 29): only set-up is open. */
  "second_factor_required",
  /** Only the account linked to the punished player's Minecraft account may appeal (issue 32). */
  "minecraft_link_required",
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The code an error of this status has unless it names its own. */
export function errorCodeFor(status: number, hasFieldErrors = false): ErrorCode {
  if (status === 400) return hasFieldErrors ? "invalid_fields" : "bad_request";
  const byStatus: Record<number, ErrorCode> = {
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    409: "conflict",
    410: "gone",
    412: "precondition_failed",
    413: "too_large",
    415: "unsupported_media_type",
    417: "expectation_failed",
    429: "rate_limited",
    503: "unavailable",
    507: "disk_full",
  };
  return byStatus[status] ?? (status >= 500 ? "internal" : "bad_request");
}

/** The one shape of every error the API answers with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: errorCodeSchema,
  errors: fieldErrorsSchema.optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
/** The answer of calls that only say what happened. */
export type MessageResponse = z.infer<typeof messageSchema>;
