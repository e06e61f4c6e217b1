import { msg } from "@bastion/shared";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { DiskFullSignal, OUT_OF_DISK, throttle } from "../lib/disk-full";
import { errorBody, HttpError, schemaValidation } from "../lib/errors";
import { msgWith } from "../lib/i18n/translate";
import { sizeInWords } from "../lib/multipart";

/** PostgreSQL's character_not_in_repertoire and untranslatable_character: a NUL byte in a text value. */
const isUnstorableText = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "22021" || code === "22P05";
};

const GENERIC_500 = msg("An unexpected error occurred. Please try again later.");

/** Messages for Fastify's own client errors, in words a person understands. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg("Unsupported content type."),
  FST_ERR_CTP_BODY_TOO_LARGE: msg("The request body is too large."),
  FST_ERR_CTP_EMPTY_JSON_BODY: msg("The request body is empty but JSON was declared."),
  FST_ERR_CTP_INVALID_JSON_BODY: msg("The request body is not valid JSON."),
  FST_ERR_BAD_URL: msg("The address is not valid."),
  FST_ERR_MAX_PARAM_LENGTH: msg("The address is too long."),
};

/** For a client error nobody worded: Fastify's own messages may quote the URL or a header. */
const STATUS_MESSAGES: Record<number, string> = {
  400: msg("Bad request."),
  404: msg("Not found."),
  405: msg("Method not allowed."),
  406: msg("Not acceptable."),
  413: msg("The request body is too large."),
  414: msg("The address is too long."),
  415: msg("Unsupported content type."),
};

function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code && FASTIFY_MESSAGES[error.code]) return FASTIFY_MESSAGES[error.code] ?? "";
  if (error.code?.startsWith("FST_") || !error.message) return STATUS_MESSAGES[status] ?? msg("Bad request.");
  return error.message;
}

/**
 * Fastify's `frameworkErrors` option: errors met by the router before any route or hook runs (a
 * malformed %-escape, a path parameter over maxParamLength) answer in the same `{ message }` shape,
 * instead of Fastify's body that echoes the URL and its internal code.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The router answers before any hook runs, so the security-headers plugin never sees this reply:
  // a JSON error needs nothing, so it gets the strictest policy.
  reply.header("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
  reply.header("x-content-type-options", "nosniff");
  reply.header("x-request-id", request.id);
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    reply.status(status).send(errorBody(status, clientErrorMessage(error, status)));
    return;
  }
  request.log.error({ err: error }, "router error");
  reply.status(500).send(errorBody(500, GENERIC_500));
}

/** One road for every error: `{ message, code, errors? }` with the right status. */
async function errorsPlugin(app: FastifyInstance) {
  const diskFullLog = throttle(60_000);
  // The app's signal, which /readyz reads; an instance built without it (a plugin's own test) keeps one here.
  const diskFull = app.hasDecorator("diskFull") ? app.diskFull : new DiskFullSignal();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (diskFull.note(error)) {
      // 507 Insufficient Storage; reads keep working (/readyz says so for a while). The cause is logged
      // once a minute, not per request.
      const { pass, held } = diskFullLog();
      if (pass) request.log.error({ err: error, alsoSince: held }, "out of disk space: writes are failing");
      return reply.status(507).send(errorBody(507, OUT_OF_DISK));
    }
    if (isUnstorableText(error)) {
      // PostgreSQL refuses NUL and text its encoding cannot hold; SQLite stores it. Either way it is input.
      return reply.status(400).send(errorBody(400, msg("The request holds characters that cannot be stored.")));
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        errors[key] = [...(errors[key] ?? []), issue.message ?? msg("Invalid value.")];
      }
      const refused = schemaValidation(errors, error.validationContext);
      return reply.status(400).send(errorBody(400, refused.message, refused.errors));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        const limit = sizeInWords(request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 0);
        return reply
          .status(413)
          .send(errorBody(413, msgWith("The request body is too large: at most {limit}.", { limit })));
      }
      return reply.status(status).send(errorBody(status, clientErrorMessage(error, status)));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(errorBody(500, GENERIC_500));
  });
}

export default fp(errorsPlugin, { name: "errors" });
