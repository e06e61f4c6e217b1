import {
  API_PATHS,
  messageSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendVerificationRequestSchema,
  verifyAccountRequestSchema,
  verifyAccountResponseSchema,
} from "@bastion/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withSiteName } from "../site/site-settings.service";
import {
  type AccountDeps,
  register,
  resendVerification,
  VERIFIED_SIGN_IN,
  VERIFIED_SIGNED_IN,
  verifyAccount,
} from "./registration.service";
import { secondStepMethods } from "./two-step.service";

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = async (request: FastifyRequest): Promise<AccountDeps> => ({
    db: app.database.db,
    config: await withSiteName(app.config, app.siteSettings),
    mailer: app.mailer,
    log: request.log,
  });

  app.post(
    API_PATHS.accounts.register,
    { schema: { body: registerRequestSchema, response: { 201: registerResponseSchema } } },
    async (request, reply) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "register");
      const result = await register(await deps(request), request.body, request.ip);
      return reply.status(201).send(result);
    },
  );

  app.post(
    API_PATHS.accounts.resendVerification,
    { schema: { body: resendVerificationRequestSchema, response: { 200: messageSchema } } },
    async (request) => resendVerification(await deps(request), request.body.email, request.body.pin),
  );

  app.post(
    API_PATHS.accounts.verifyAccount,
    {
      schema: {
        body: verifyAccountRequestSchema,
        response: { 200: verifyAccountResponseSchema, 226: verifyAccountResponseSchema },
      },
    },
    async (request, reply) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "verify_account");
      const result = await verifyAccount(app.database.db, request.body.username, request.body.token);
      if (result.status === 226) {
        return reply.status(226).send({ message: result.message, result: "already_verified", signed_in: false });
      }
      // A link proves the address, not the second factor: an account with two-step sign-in signs in
      // with its password and code instead.
      const signInUserId =
        result.signInUserId !== undefined &&
        (await secondStepMethods(app.database.db, result.signInUserId)).length === 0
          ? result.signInUserId
          : undefined;
      if (signInUserId !== undefined) await app.sessions.start(request, reply, signInUserId);
      const signedIn = signInUserId !== undefined;
      return reply
        .status(200)
        .send({ message: signedIn ? VERIFIED_SIGNED_IN : VERIFIED_SIGN_IN, result: "verified", signed_in: signedIn });
    },
  );
};
