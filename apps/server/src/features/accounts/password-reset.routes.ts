import {
  API_PATHS,
  forgotPasswordRequestSchema,
  messageSchema,
  msg,
  resetConfirmRequestSchema,
  resetLinkRequestSchema,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withSiteName } from "../site/site-settings.service";
import {
  checkResetLink,
  confirmPasswordReset,
  requestPasswordReset,
  resendPasswordReset,
} from "./password-reset.service";
import type { AccountDeps } from "./registration.service";

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = async (log: AccountDeps["log"]): Promise<AccountDeps> => ({
    db: app.database.db,
    config: await withSiteName(app.config, app.siteSettings),
    mailer: app.mailer,
    log,
  });
  const schema = { body: forgotPasswordRequestSchema, response: { 200: messageSchema } };

  app.post(API_PATHS.accounts.forgotPassword, { schema }, async (request) => {
    await app.botCheck.verify(request, request.body["g-recaptcha-response"], "forgot_password");
    return requestPasswordReset(await deps(request.log), request.body.email, request.ip);
  });

  app.post(API_PATHS.accounts.resendPasswordReset, { schema }, async (request) => {
    await app.botCheck.verify(request, request.body["g-recaptcha-response"], "forgot_password");
    return resendPasswordReset(await deps(request.log), request.body.email);
  });

  app.post(
    API_PATHS.accounts.verifyResetLink,
    { schema: { body: resetLinkRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "reset_password");
      await checkResetLink(app.database.db, request.body.username, request.body.token);
      return { message: msg("This link is valid: choose a new password.") };
    },
  );

  app.post(
    API_PATHS.accounts.confirmPasswordReset,
    { schema: { body: resetConfirmRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "reset_password");
      return confirmPasswordReset(app.database.db, request.body);
    },
  );
};
