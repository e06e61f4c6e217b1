import {
  API_PATHS,
  loginResponseSchema,
  messageSchema,
  recoveryCodesResponseSchema,
  twoStepCodeRequestSchema,
  twoStepProofRequestSchema,
  twoStepStartResponseSchema,
  twoStepStatusSchema,
} from "@bastion/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config";
import { msgWith } from "../../lib/i18n/translate";
import { RECONFIRM, SET_UP, SIGNED_IN } from "../../plugins/guard";
import { reconfirmRoutes } from "./reconfirm.routes";
import {
  beginSecondStep,
  confirmTwoStep,
  finishSecondStep,
  NEW_RECOVERY_CODES,
  regenerateRecoveryCodes,
  startTwoStep,
  TWO_STEP_ON,
  TWO_STEP_TURNED_OFF,
  type TwoStepDeps,
  turnOffTwoStep,
  twoStepStatus,
} from "./two-step.service";
import { twoStepKey } from "./two-step-secrets";

const SECOND_STEP_COOKIE = "bastion_second_step";

/** Like the session cookie (plugins/session.ts): __Host- on https, so no sibling host can plant it. */
export function secondStepCookie(config: Pick<Config, "secureCookies">) {
  return {
    name: config.secureCookies ? `__Host-${SECOND_STEP_COOKIE}` : SECOND_STEP_COOKIE,
    options: { path: "/", httpOnly: true, sameSite: "lax" as const, secure: config.secureCookies },
  };
}

/** Holds a sign-in whose password was right until its code comes, in a short-lived cookie. */
export async function holdForSecondStep(app: FastifyInstance, reply: FastifyReply, userId: number) {
  const { token, maxAgeSeconds } = await beginSecondStep(app.database.db, userId);
  const cookie = secondStepCookie(app.config);
  reply.setCookie(cookie.name, token, { ...cookie.options, maxAge: maxAgeSeconds });
}

/** The account's own two-step sign-in (issue 29), and the second step of a sign-in. */
export const twoStepRoutes: FastifyPluginAsyncZod<{ appSecret: string }> = async (app, opts) => {
  const { db } = app.database;
  const deps: TwoStepDeps = { db, key: twoStepKey(opts.appSecret), siteName: app.config.SITE_NAME };
  // Status, start and confirm are what a person whose group requires a second factor needs to set
  // one up; confirming, turning off and new recovery codes change a second factor: re-confirmed.
  const changeFactor = { ...SIGNED_IN, ...RECONFIRM };
  const cookie = secondStepCookie(app.config);
  await app.register(reconfirmRoutes, { deps });

  app.get(
    API_PATHS.twoStep.status,
    { config: SET_UP, schema: { response: { 200: twoStepStatusSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return twoStepStatus(db, request.user.id);
    },
  );

  app.post(
    API_PATHS.twoStep.start,
    { config: SET_UP, schema: { response: { 200: twoStepStartResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return startTwoStep(deps, request.user);
    },
  );

  app.post(
    API_PATHS.twoStep.confirm,
    {
      config: { ...SET_UP, ...RECONFIRM },
      schema: { body: twoStepCodeRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const codes = await confirmTwoStep(deps, request.user, request.body.code);
      return { message: TWO_STEP_ON, recovery_codes: codes };
    },
  );

  app.post(
    API_PATHS.twoStep.turnOff,
    { config: changeFactor, schema: { body: twoStepProofRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await turnOffTwoStep(deps, request.user, request.body);
      return { message: TWO_STEP_TURNED_OFF };
    },
  );

  app.post(
    API_PATHS.twoStep.recoveryCodes,
    {
      config: changeFactor,
      schema: { body: twoStepProofRequestSchema, response: { 200: recoveryCodesResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const codes = await regenerateRecoveryCodes(deps, request.user, request.body);
      return { message: NEW_RECOVERY_CODES, recovery_codes: codes };
    },
  );

  app.post(
    API_PATHS.twoStep.signIn,
    { schema: { body: twoStepCodeRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const account = await finishSecondStep(deps, request.cookies[cookie.name], request.ip, request.body.code);
      reply.clearCookie(cookie.name, cookie.options);
      await app.sessions.start(request, reply, account.id);
      return {
        message: msgWith("Welcome back, {username}!", { username: account.username }),
        username: account.username,
      };
    },
  );
};
