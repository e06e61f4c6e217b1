import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDiskFull, OUT_OF_DISK, throttle } from "../lib/disk-full";
import { HttpError } from "../lib/errors";

const GENERIC_500 = "An unexpected error occurred. Please try again later.";

/** Messages for Fastify's own client errors, in words a person understands. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Unsupported content type.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but JSON was declared.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
};

const contextLabel: Record<string, string> = {
  body: "body",
  querystring: "query",
  params: "path",
  headers: "headers",
};

/** One road for every error: `{ message, errors? }` with the right status. */
async function errorsPlugin(app: FastifyInstance) {
  const diskFullLog = throttle(60_000);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDiskFull(error)) {
      // 507 Insufficient Storage; reads keep working. The cause is logged once a minute, not per request.
      const { pass, held } = diskFullLog();
      if (pass) request.log.error({ err: error, alsoSince: held }, "out of disk space: writes are failing");
      return reply.status(507).send({ message: OUT_OF_DISK });
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        errors[key] = [...(errors[key] ?? []), issue.message ?? "Invalid value."];
      }
      const where = contextLabel[error.validationContext ?? "body"] ?? "request";
      const fields = Object.keys(errors).filter((key) => key !== "_");
      const message = fields.length > 0 ? `Invalid ${where}: check ${fields.join(", ")}.` : `Invalid ${where}.`;
      return reply.status(400).send({ message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FASTIFY_MESSAGES[error.code]) || error.message || "Bad request.";
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ message: GENERIC_500 });
  });
}

export default fp(errorsPlugin, { name: "errors" });
