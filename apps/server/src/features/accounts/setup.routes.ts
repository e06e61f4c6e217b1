import { API_PATHS, setupRequestSchema, setupResponseSchema, setupStatusSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../lib/errors";
import { msgWith } from "../../lib/i18n/translate";
import { announceSetup, completeSetup, needsSetup, SETUP_CLOSED } from "./setup.service";

/** The first-run owner setup (/setup/ in the web app): open while no account has the owner group. */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const deps = { db, config: app.config, log: app.log };
  app.addHook("onReady", () => announceSetup(deps));

  app.get(API_PATHS.accounts.setup, { schema: { response: { 200: setupStatusSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (!(await needsSetup(db))) throw notFound(SETUP_CLOSED);
    return { open: true as const };
  });

  app.post(
    API_PATHS.accounts.setup,
    { schema: { body: setupRequestSchema, response: { 201: setupResponseSchema } } },
    async (request, reply) => {
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "register");
      const owner = await completeSetup({ ...deps, log: request.log }, request.body, request.ip);
      await app.sessions.start(request, reply, owner.userId);
      return reply.status(201).send({
        message: msgWith("Welcome, {username}: the site is yours.", { username: owner.username }),
        username: owner.username,
      });
    },
  );
};
