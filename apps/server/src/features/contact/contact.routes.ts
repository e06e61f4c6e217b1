import { API_PATHS, contactRequestSchema, contactResponseSchema } from "@bastion/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { withSiteName } from "../site/site-settings.service";
import { sendContactMessage } from "./contact.service";

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.contact.send,
    { schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } } },
    async (request, reply) => {
      const { name, email, message } = request.body;
      await app.botCheck.verify(request, request.body["g-recaptcha-response"], "contact_form");
      const user = await request.currentUser();
      const result = await sendContactMessage(
        {
          db: app.database.db,
          config: await withSiteName(app.config, app.siteSettings),
          mailer: app.mailer,
          log: request.log,
        },
        { name, email, message },
        { ip: request.ip, userId: user?.id ?? null },
      );
      return reply.status(201).send(result);
    },
  );
};
