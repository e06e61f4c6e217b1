import {
  API_PATHS,
  activeUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  loginSecondStepSchema,
  loginUnverifiedSchema,
  messageSchema,
  msg,
  SECOND_STEP_PASSKEY_PROMPT,
  SECOND_STEP_PROMPT,
} from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorBody } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { accountTheme } from "../site/account-theme.service";
import { accountLocale } from "../site/language.service";
import { withSiteName } from "../site/site-settings.service";
import { logIn, UnverifiedAccountError } from "./login.service";
import { ownSessionsRoutes } from "./own-sessions.routes";
import { passkeysRoutes } from "./passkeys.routes";
import { passwordResetRoutes } from "./password-reset.routes";
import { registrationRoutes } from "./registration.routes";
import { mustSetUpSecondFactor } from "./second-factors";
import { setupRoutes } from "./setup.routes";
import { holdForSecondStep, twoStepRoutes } from "./two-step.routes";
import { secondStepMethods } from "./two-step.service";

export const accountsRoutes: FastifyPluginAsyncZod<{ appSecret: string }> = async (app, opts) => {
  const { db } = app.database;

  app.get(API_PATHS.session.activeUser, { schema: { response: { 200: activeUserSchema } } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = await request.currentUser();
    if (!user) return { is_authenticated: false, username: null, profile_img: null, groups: [], permissions: [] };
    return {
      is_authenticated: true,
      username: user.username,
      profile_img: user.profile_img,
      groups: user.groups,
      permissions: user.permissions,
      theme: await accountTheme(db, user.id),
      locale: accountLocale(user),
      ...((await mustSetUpSecondFactor(db, user)) ? { second_factor_required: true } : {}),
    };
  });

  app.post(
    API_PATHS.session.login,
    {
      schema: {
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 202: loginSecondStepSchema, 412: loginUnverifiedSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await app.botCheck.verify(request, body["g-recaptcha-response"], "login");
      try {
        const deps = {
          db,
          config: await withSiteName(app.config, app.siteSettings),
          mailer: app.mailer,
          log: request.log,
        };
        const user = await logIn(deps, body.email, body.password, request.ip);
        // The password alone does not sign in an account with a second factor: its code or passkey comes next.
        const methods = await secondStepMethods(db, user.id);
        if (methods.length > 0) {
          await holdForSecondStep(app, reply, user.id);
          const message = methods.includes("code") ? SECOND_STEP_PROMPT : SECOND_STEP_PASSKEY_PROMPT;
          return reply.status(202).send({ message, second_step: true as const, methods });
        }
        await app.sessions.start(request, reply, user.id);
        return { message: msgWith("Welcome back, {username}!", { username: user.username }), username: user.username };
      } catch (error) {
        if (error instanceof UnverifiedAccountError) {
          return reply.status(412).send({ ...errorBody(412, error.message), pin: error.pin });
        }
        throw error;
      }
    },
  );

  // A GET that changes state (the spec's contract), so it is CSRF-checked like a POST.
  const logout = { config: { csrf: "required" as const }, schema: { response: { 200: messageSchema } } };
  app.get(API_PATHS.session.logout, logout, async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: msg("You have been logged out.") };
  });

  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(setupRoutes);
  await app.register(twoStepRoutes, { appSecret: opts.appSecret });
  await app.register(ownSessionsRoutes);
  await app.register(passkeysRoutes, { appSecret: opts.appSecret });
};
