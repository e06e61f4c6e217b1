import type { FieldErrors } from "@bastion/shared";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translate, translateErrors } from "../lib/i18n/translate";
import { appendVary } from "../lib/vary";
import { LOCALE_VARY } from "./locale";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isFieldErrors = (value: unknown): value is FieldErrors =>
  isRecord(value) && Object.values(value).every((list) => Array.isArray(list));

/**
 * Every JSON answer's words for a person (issue 31): the `message` and the per-field `errors` of any
 * answer, success or error, written in the request's language just before it is serialised. Code
 * keeps writing English; a text no catalogue knows goes out as it is.
 */
async function translateAnswersPlugin(app: FastifyInstance) {
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (!isRecord(payload)) return payload;
    const message = typeof payload.message === "string" ? payload.message : undefined;
    const errors = isFieldErrors(payload.errors) ? payload.errors : undefined;
    if (message === undefined && errors === undefined) return payload;
    appendVary(reply, ...LOCALE_VARY);
    const locale = await request.locale();
    if (locale === "en") return payload;
    return {
      ...payload,
      ...(message === undefined ? {} : { message: translate(message, locale) }),
      ...(errors === undefined ? {} : { errors: translateErrors(errors, locale) }),
    };
  });
}

export default fp(translateAnswersPlugin, { name: "translate-answers", dependencies: ["locale"] });
