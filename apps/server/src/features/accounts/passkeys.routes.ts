import {
  API_PATHS,
  idParamsSchema,
  loginResponseSchema,
  messageSchema,
  PASSKEY_ADDED,
  PASSKEY_ADDED_FIRST,
  PASSKEY_REMOVED,
  PASSKEY_RENAMED,
  passkeyAddedSchema,
  passkeyAssertionRequestSchema,
  passkeyOptionsSchema,
  passkeyRegisterRequestSchema,
  passkeyRenameRequestSchema,
  passkeysResponseSchema,
  RECONFIRMED,
  reconfirmResponseSchema,
} from "@bastion/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { msgWith } from "../../lib/i18n/translate";
import { WRITE_LIMITS } from "../../lib/write-limits";
import { RECONFIRM, SET_UP, SIGNED_IN } from "../../plugins/guard";
import { type PasskeyDeps, relyingPartyOf } from "./passkey-ceremonies";
import { finishPasskeyReconfirm, startPasskeyReconfirm } from "./passkey-reconfirm.service";
import {
  finishPasskeySecondStep,
  finishPasskeySignIn,
  startPasskeySecondStep,
  startPasskeySignIn,
} from "./passkey-sign-in.service";
import {
  finishRegistration,
  listOwnPasskeys,
  removeOwnPasskey,
  renameOwnPasskey,
  startRegistration,
} from "./passkeys.service";
import { secondStepCookie } from "./two-step.routes";

const SIGNED_IN_WRITE = { ...SIGNED_IN, perAccount: WRITE_LIMITS.passkeys } as const;
/**
 * Adding a passkey changes the account's second factors, so it needs a recent confirmation
 * (docs/decisions/026), and stays open to a member who has yet to set up a required second factor.
 */
const ADDING = { ...SET_UP, perAccount: WRITE_LIMITS.passkeys, ...RECONFIRM } as const;

/** Confirming it is you with a passkey: open during set-up like the password's and code's. */
const RECONFIRMING = { ...SET_UP, perAccount: WRITE_LIMITS.passkeys } as const;

const noStore = (reply: FastifyReply) => reply.header("cache-control", "no-store");

/** Passkeys (issue 29, docs/decisions/025): the account's own, signing in with one, and the second step. */
export const passkeysRoutes: FastifyPluginAsyncZod<{ appSecret: string }> = async (app, opts) => {
  const { db } = app.database;
  const deps: PasskeyDeps = { db, rp: relyingPartyOf(app.config), appSecret: opts.appSecret };
  const cookie = secondStepCookie(app.config);

  app.get(
    API_PATHS.passkeys.list,
    { config: SET_UP, schema: { response: { 200: passkeysResponseSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { passkeys: await listOwnPasskeys(db, request.user.id) };
    },
  );

  app.post(
    API_PATHS.passkeys.registerStart,
    { config: ADDING, schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { ...(await startRegistration(deps, request.user)) };
    },
  );

  app.post(
    API_PATHS.passkeys.register,
    { config: ADDING, schema: { body: passkeyRegisterRequestSchema, response: { 200: passkeyAddedSchema } } },
    async (request, reply) => {
      noStore(reply);
      const { passkey, recoveryCodes } = await finishRegistration(deps, request.user, request.body);
      if (!recoveryCodes) return { message: PASSKEY_ADDED, passkey };
      return { message: PASSKEY_ADDED_FIRST, passkey, recovery_codes: recoveryCodes };
    },
  );

  app.post(
    API_PATHS.passkeys.rename,
    {
      config: SIGNED_IN_WRITE,
      schema: { params: idParamsSchema, body: passkeyRenameRequestSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await renameOwnPasskey(db, request.user, request.params.id, request.body.name);
      return { message: PASSKEY_RENAMED };
    },
  );

  app.post(
    API_PATHS.passkeys.remove,
    {
      config: { ...SIGNED_IN_WRITE, ...RECONFIRM },
      schema: { params: idParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await removeOwnPasskey(db, request.user, request.params.id);
      return { message: PASSKEY_REMOVED };
    },
  );

  app.post(
    API_PATHS.passkeys.signInStart,
    { schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { ...(await startPasskeySignIn(deps, request.ip)) };
    },
  );

  app.post(
    API_PATHS.passkeys.signIn,
    { schema: { body: passkeyAssertionRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const account = await finishPasskeySignIn(deps, request.body.response, request.ip);
      // A sign-in waiting for its second step is over: the passkey was both.
      reply.clearCookie(cookie.name, cookie.options);
      await app.sessions.start(request, reply, account.id);
      return {
        message: msgWith("Welcome back, {username}!", { username: account.username }),
        username: account.username,
      };
    },
  );

  app.post(
    API_PATHS.passkeys.secondStepStart,
    { schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { ...(await startPasskeySecondStep(deps, request.cookies[cookie.name], request.ip)) };
    },
  );

  app.post(
    API_PATHS.passkeys.secondStep,
    { schema: { body: passkeyAssertionRequestSchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const account = await finishPasskeySecondStep(
        deps,
        request.cookies[cookie.name],
        request.ip,
        request.body.response,
      );
      reply.clearCookie(cookie.name, cookie.options);
      await app.sessions.start(request, reply, account.id);
      return {
        message: msgWith("Welcome back, {username}!", { username: account.username }),
        username: account.username,
      };
    },
  );

  app.post(
    API_PATHS.session.reconfirmPasskeyStart,
    { config: RECONFIRMING, schema: { response: { 200: passkeyOptionsSchema } } },
    async (request, reply) => {
      noStore(reply);
      return { ...(await startPasskeyReconfirm(deps, request.user)) };
    },
  );

  app.post(
    API_PATHS.session.reconfirmPasskey,
    {
      config: RECONFIRMING,
      schema: { body: passkeyAssertionRequestSchema, response: { 200: reconfirmResponseSchema } },
    },
    async (request) => ({
      message: RECONFIRMED,
      ...(await finishPasskeyReconfirm(deps, request.user, request.body.response)),
    }),
  );
};
